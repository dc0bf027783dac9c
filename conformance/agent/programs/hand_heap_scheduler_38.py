# Schedule tasks by deadline with heapq, detect misses and print a Gantt-like chart.
import heapq
from dataclasses import dataclass, field
from itertools import count

_seq = count()


@dataclass(order=True)
class Task:
    deadline: int
    seq: int = field(default_factory=lambda: next(_seq))
    name: str = field(compare=False, default="")
    duration: int = field(compare=False, default=1)
    deps: tuple = field(compare=False, default=())


TASKS = [Task(5, name="fetch", duration=2), Task(9, name="parse", duration=3, deps=("fetch",)),
         Task(7, name="notify", duration=1), Task(12, name="report", duration=4, deps=("parse",)),
         Task(3, name="auth", duration=1), Task(10, name="cleanup", duration=2, deps=("ghost",))]
known = {t.name for t in TASKS}
heap = []
for t in TASKS:
    missing = [d for d in t.deps if d not in known]
    if missing:
        print(f"drop {t.name}: unknown deps {missing}")
        continue
    heapq.heappush(heap, t)
done, clock, chart = set(), 0, []
waiting = []
while heap or waiting:
    if not heap:
        print("deadlock:", [t.name for t in waiting])
        break
    t = heapq.heappop(heap)
    if not set(t.deps) <= done:
        waiting.append(t)
        continue
    start, clock = clock, clock + t.duration
    done.add(t.name)
    chart.append((t.name, start, clock, clock > t.deadline))
    for w in waiting:
        heapq.heappush(heap, w)
    waiting.clear()
for name, start, end, late in chart:
    print(f"{name:<8}|{' ' * start}{'#' * (end - start)}{' ' * (16 - end)}| {start:>2}-{end:<2}{' LATE' if late else ''}")
late = [c[0] for c in chart if c[3]]
print("late:", late, "makespan:", clock)
r = create_ticket(f"{len(late)} late task(s): {', '.join(late)}", priority="high" if late else "low")
print(r)
print(heapq.heappushpop([1, 5], 3), heapq.nsmallest(2, TASKS)[0].name)
