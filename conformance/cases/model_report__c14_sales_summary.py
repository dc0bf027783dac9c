from collections import defaultdict
from statistics import mean, median

rows = [
    {"region": "north", "rep": "ana", "q": 1, "amount": 1200.5},
    {"region": "north", "rep": "ben", "q": 1, "amount": 830.0},
    {"region": "south", "rep": "cy", "q": 1, "amount": 2210.25},
    {"region": "north", "rep": "ana", "q": 2, "amount": 1502.75},
    {"region": "south", "rep": "dee", "q": 2, "amount": 99.99},
    {"region": "east", "rep": "eli", "q": 2, "amount": 1800.0},
    {"region": "south", "rep": "cy", "q": 2, "amount": 1950.0},
]
by_region = defaultdict(list)
for r in rows:
    by_region[r["region"]].append(r["amount"])
print(f"{'region':<8}{'n':>3}{'total':>12}{'mean':>10}{'median':>10}")
for region in sorted(by_region):
    xs = by_region[region]
    print(f"{region:<8}{len(xs):>3}{sum(xs):>12,.2f}{mean(xs):>10.1f}{median(xs):>10.2f}")
reps = defaultdict(float)
for r in rows:
    reps[r["rep"]] += r["amount"]
top = sorted(reps.items(), key=lambda kv: kv[1], reverse=True)[:3]
for rank, (rep, total) in enumerate(top, start=1):
    print(f"#{rank} {rep.title():<5} {total:>10.2f} {total / sum(reps.values()):6.1%}")
by_q = {q: round(sum(r["amount"] for r in rows if r["q"] == q), 2) for q in (1, 2)}
growth = (by_q[2] - by_q[1]) / by_q[1]
print(by_q, f"growth={growth:+.2%}")
