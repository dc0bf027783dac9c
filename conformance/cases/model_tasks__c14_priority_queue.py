import heapq
from dataclasses import dataclass, field
from itertools import count

@dataclass(order=True)
class Task:
    priority: int
    seq: int
    name: str = field(compare=False)
    done: bool = field(default=False, compare=False)

class Scheduler:
    def __init__(self):
        self._heap = []
        self._seq = count()
        self._by_name = {}
    def add(self, name, priority):
        if name in self._by_name:
            self._by_name[name].done = True
        t = Task(priority, next(self._seq), name)
        self._by_name[name] = t
        heapq.heappush(self._heap, t)
    def pop(self):
        while self._heap:
            t = heapq.heappop(self._heap)
            if not t.done:
                del self._by_name[t.name]
                return t
        raise KeyError("pop from an empty scheduler")
    def __len__(self):
        return len(self._by_name)

s = Scheduler()
for name, p in [("write", 3), ("test", 2), ("deploy", 5), ("review", 2), ("write", 1)]:
    s.add(name, p)
print(len(s))
while len(s):
    t = s.pop()
    print(t.priority, t.seq, t.name)
s.pop()
