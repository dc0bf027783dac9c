import heapq
import itertools
from dataclasses import dataclass, field
from typing import Any

@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
    payload: Any = field(compare=False, default=None)

class JobQueue:
    REMOVED = "<removed>"

    def __init__(self):
        self._heap: list[Job] = []
        self._index: dict[str, Job] = {}
        self._counter = itertools.count()

    def push(self, name, priority=5, payload=None):
        if name in self._index:
            self.cancel(name)
        job = Job(priority, next(self._counter), name, payload)
        self._index[name] = job
        heapq.heappush(self._heap, job)

    def cancel(self, name):
        job = self._index.pop(name)
        job.name = self.REMOVED

    def pop(self):
        while self._heap:
            job = heapq.heappop(self._heap)
            if job.name != self.REMOVED:
                del self._index[job.name]
                return job
        raise KeyError("pop from an empty job queue")

    def __len__(self):
        return len(self._index)

    def __bool__(self):
        return bool(self._index)

    def peek_all(self):
        return [j.name for j in sorted(self._heap) if j.name != self.REMOVED]

jq = JobQueue()
for name, prio in [("email", 3), ("backup", 8), ("resize", 3), ("report", 1), ("cleanup", 9)]:
    jq.push(name, prio, {"n": len(name)})
jq.push("backup", 2)
jq.cancel("cleanup")
print(len(jq), jq.peek_all())
while jq:
    j = jq.pop()
    print(f"run {j.name:<8} prio={j.priority} seq={j.seq} payload={j.payload}")
try:
    jq.pop()
except KeyError as e:
    print("KeyError:", e)
try:
    jq.cancel("nope")
except KeyError as e:
    print("KeyError:", e)

tasks = [("a", 3), ("b", 1), ("c", 2), ("d", 1)]
workers = [(0, w) for w in range(2)]
heapq.heapify(workers)
timeline = []
for name, dur in sorted(tasks, key=lambda t: -t[1]):
    free_at, w = heapq.heappop(workers)
    timeline.append((free_at, free_at + dur, w, name))
    heapq.heappush(workers, (free_at + dur, w))
for s, e, w, n in sorted(timeline):
    print(f"w{w}: {n} [{s}, {e})")
print("makespan:", max(e for _, e, _, _ in timeline))
h = [5, 1, 8, 3]
heapq.heapify(h)
print(heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h[0], sorted(h))
