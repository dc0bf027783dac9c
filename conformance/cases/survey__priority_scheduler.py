import heapq
import itertools
from dataclasses import dataclass, field
from typing import Callable, Any

@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
    action: Callable[[], Any] = field(compare=False, repr=False)
    cancelled: bool = field(default=False, compare=False)

class Scheduler:
    def __init__(self):
        self._heap: list[Job] = []
        self._counter = itertools.count()
        self._index: dict[str, Job] = {}

    def submit(self, name, priority, action):
        job = Job(priority, next(self._counter), name, action)
        heapq.heappush(self._heap, job)
        self._index[name] = job
        return job

    def cancel(self, name):
        self._index.pop(name).cancelled = True

    def run(self):
        results = []
        while self._heap:
            job = heapq.heappop(self._heap)
            if job.cancelled:
                print(f"skip {job.name}")
                continue
            try:
                results.append((job.name, job.action()))
            except Exception as exc:
                results.append((job.name, f"failed: {exc!r}"))
            finally:
                self._index.pop(job.name, None)
        return results

s = Scheduler()
s.submit("compile", 2, lambda: "ok")
s.submit("lint", 1, lambda: sum(range(10)))
s.submit("deploy", 5, lambda: 1 / 0)
s.submit("test", 2, lambda: [x * x for x in range(4)])
s.submit("docs", 9, lambda: "built")
s.cancel("docs")
print(s._heap[0])
for name, r in s.run():
    print(f"{name:>8}: {r}")
print(heapq.nsmallest(3, [5, 1, 8, 3, 9, 2]), heapq.nlargest(2, "hello world".split(), key=len))
merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [0]))
print(merged)
