from datetime import datetime, timedelta
from collections import defaultdict, deque, OrderedDict
from statistics import mean, median
import math
import random

rng = random.Random(314)
start = datetime(2024, 3, 1, 0, 0)
points = []
t = start
while t < start + timedelta(hours=6):
    t += timedelta(seconds=rng.randint(30, 600))
    v = 50 + 10 * math.sin(t.hour + t.minute / 60) + rng.uniform(-3, 3)
    points.append((t, round(v, 2)))
print(len(points), points[0], points[-1][0].isoformat())

def bucket(ts, minutes):
    return ts.replace(minute=ts.minute - ts.minute % minutes, second=0, microsecond=0)

def resample(series, minutes, agg):
    groups = OrderedDict()
    for ts, v in series:
        groups.setdefault(bucket(ts, minutes), []).append(v)
    return [(k, round(agg(vs), 2), len(vs)) for k, vs in groups.items()]

hourly = resample(points, 60, mean)
for k, v, n in hourly:
    print(f"{k:%H:%M}  mean={v:6.2f}  n={n:2d}  {'*' * int(v - 40)}")
quarter = resample(points, 15, max)
print("15-min buckets:", len(quarter), "max:", max(quarter, key=lambda x: x[1])[:2])
full = []
k = bucket(points[0][0], 15)
seen = {b: v for b, v, _ in quarter}
last = None
gaps = 0
while k <= quarter[-1][0]:
    if k in seen:
        last = seen[k]
    else:
        gaps += 1
    full.append((k, last))
    k += timedelta(minutes=15)
print("forward-filled slots:", len(full), "gaps filled:", gaps)

def rolling(series, window):
    q = deque()
    total = 0.0
    for ts, v in series:
        q.append((ts, v))
        total += v
        while q[0][0] <= ts - window:
            total -= q.popleft()[1]
        yield ts, total / len(q), len(q)
roll = list(rolling(points, timedelta(minutes=30)))
print("rolling 30m:", [(f"{ts:%H:%M:%S}", round(a, 2), n) for ts, a, n in roll[:3]])
diffs = [(b[1] - a[1]) / ((b[0] - a[0]).total_seconds() / 60) for a, b in zip(points, points[1:])]
print("max rate/min:", round(max(diffs), 3), "median gap s:", median((b[0] - a[0]).total_seconds() for a, b in zip(points, points[1:])))
by_hour = defaultdict(list)
for ts, v in points:
    by_hour[ts.hour].append(v)
print({h: (min(vs), max(vs)) for h, vs in sorted(by_hour.items())})
