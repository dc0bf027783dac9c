# Plan jobs on a few workers by priority (lower runs first) with heapq.
import heapq
from datetime import datetime, timedelta

JOBS = [('index', 2, 50), ('billing', 1, 20), ('email', 1, 5), ('backup', 3, 40)]
START = datetime.strptime("2024-03-04 22:15", "%Y-%m-%d %H:%M")
WORKERS = 3

queue = [(priority, name, minutes) for name, priority, minutes in JOBS]
heapq.heapify(queue)
free_at = [(START, w) for w in range(WORKERS)]
heapq.heapify(free_at)
plan = []
while queue:
    priority, name, minutes = heapq.heappop(queue)
    when, worker = heapq.heappop(free_at)
    end = when + timedelta(minutes=minutes)
    plan.append((when, end, worker, name, priority))
    heapq.heappush(free_at, (end, worker))

for when, end, worker, name, priority in plan:
    print(f"w{worker} {when:%H:%M}-{end:%H:%M} p{priority} {name}")
finish = max(end for _, end, *_ in plan)
print("all done at", finish.strftime("%Y-%m-%d %H:%M"),
      "after", finish - START)
per_worker = {}
for when, end, worker, name, _ in plan:
    per_worker.setdefault(worker, timedelta())
    per_worker[worker] += end - when
for worker, busy in sorted(per_worker.items()):
    share = busy / (finish - START)
    print(f"worker {worker}: busy {busy} ({share:.0%})")
overnight = [name for when, end, _, name, _ in plan if end.date() != START.date()]
print("past midnight:", overnight or "none")
try:
    forecast = get_forecast("Oslo", days=1)[0]
    print("outdoor jobs ok:", forecast["rain_pct"] < 50)
except (LookupError, ValueError) as exc:
    print("no forecast:", exc)
