import bisect
from collections import Counter
from statistics import mean
import random

BREAKS = [60, 70, 80, 90]
GRADES = "FDCBA"

def grade(score):
    return GRADES[bisect.bisect(BREAKS, score)]

rng = random.Random(2024)
students = {f"s{i:02d}": rng.randint(40, 100) for i in range(1, 21)}
bands = Counter(grade(s) for s in students.values())
print({g: bands.get(g, 0) for g in GRADES})
for name, score in sorted(students.items(), key=lambda kv: (-kv[1], kv[0]))[:5]:
    print(f"{name} {score:>3} {grade(score)}")
print("edge grades:", [grade(s) for s in (59, 60, 69.99, 90, 100)])

sorted_scores = sorted(students.values())
def percentile_rank(x):
    return 100 * bisect.bisect_left(sorted_scores, x) / len(sorted_scores)
print([round(percentile_rank(x), 1) for x in (50, 75, 95)])
print("count in [70, 80):", bisect.bisect_left(sorted_scores, 80) - bisect.bisect_left(sorted_scores, 70))

events = []
for t, label in [(30, "c"), (10, "a"), (20, "b"), (20, "b2"), (5, "z")]:
    bisect.insort(events, (t, label))
print(events)
timeline = [(1, "boot"), (5, "login"), (9, "work"), (17, "logout")]
keys = [t for t, _ in timeline]
def state_at(hour):
    i = bisect.bisect_right(keys, hour) - 1
    return timeline[i][1] if i >= 0 else "off"
print([state_at(h) for h in (0, 1, 4, 5, 12, 17, 23)])
records = [{"ts": 3, "v": "x"}, {"ts": 8, "v": "y"}, {"ts": 15, "v": "z"}]
print(bisect.bisect_left(records, 8, key=lambda r: r["ts"]), bisect.bisect_right(records, 8, key=lambda r: r["ts"]))
bisect.insort_left(records, {"ts": 8, "v": "y0"}, key=lambda r: r["ts"])
print([r["v"] for r in records])
def sqrt_int(n):
    lo, hi = 0, n + 1
    while lo < hi:
        mid = (lo + hi) // 2
        if mid * mid <= n:
            lo = mid + 1
        else:
            hi = mid
    return lo - 1
print([sqrt_int(n) for n in (0, 1, 15, 16, 10**12 + 7)])
print(round(mean(students.values()), 2), rng.sample(sorted(students), 3), rng.choice(GRADES))
