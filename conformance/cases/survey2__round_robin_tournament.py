from itertools import combinations, cycle, islice, permutations, product, chain
from collections import Counter
import random

teams = ["Ajax", "Benfica", "Celtic", "Dynamo", "Espanyol"]

def round_robin(names):
    names = list(names)
    if len(names) % 2:
        names.append(None)
    n = len(names)
    rounds = []
    for r in range(n - 1):
        pairs = [(names[i], names[n - 1 - i]) for i in range(n // 2)]
        rounds.append([(a, b) if r % 2 == 0 else (b, a) for a, b in pairs if a and b])
        names = [names[0]] + [names[-1]] + names[1:-1]
    return rounds

schedule = round_robin(teams)
for i, rnd in enumerate(schedule, 1):
    bye = set(teams) - set(chain.from_iterable(rnd))
    print(f"R{i}: " + ", ".join(f"{h} v {a}" for h, a in rnd) + (f" (bye: {bye.pop()})" if bye else ""))
all_games = [g for rnd in schedule for g in rnd]
print(len(all_games), len(list(combinations(teams, 2))), Counter(t for g in all_games for t in g).most_common(1)[0][1])

rng = random.Random(5)
table = {t: {"P": 0, "W": 0, "D": 0, "L": 0, "GF": 0, "GA": 0, "Pts": 0} for t in teams}
for h, a in all_games:
    gh, ga = rng.randint(0, 4), rng.randint(0, 3)
    for t, f, ag in ((h, gh, ga), (a, ga, gh)):
        row = table[t]
        row["P"] += 1
        row["GF"] += f
        row["GA"] += ag
        if f > ag:
            row["W"] += 1; row["Pts"] += 3
        elif f == ag:
            row["D"] += 1; row["Pts"] += 1
        else:
            row["L"] += 1
ranked = sorted(table.items(), key=lambda kv: (-kv[1]["Pts"], -(kv[1]["GF"] - kv[1]["GA"]), -kv[1]["GF"], kv[0]))
print(f"{'#':>2} {'Team':<10}" + "".join(f"{k:>4}" for k in ("P", "W", "D", "L", "GF", "GA", "GD", "Pts")))
for pos, (t, r) in enumerate(ranked, 1):
    gd = r["GF"] - r["GA"]
    print(f"{pos:>2} {t:<10}{r['P']:>4}{r['W']:>4}{r['D']:>4}{r['L']:>4}{r['GF']:>4}{r['GA']:>4}{gd:>+4}{r['Pts']:>4}")
print(list(islice(cycle("ABC"), 7)), len(list(permutations(teams, 3))), list(product([0, 1], repeat=3))[:4])
groups = [teams[i::2] for i in range(2)]
print(groups, [list(combinations(g, 2)) for g in groups][1])
