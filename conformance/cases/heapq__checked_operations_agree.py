# heapq's operations on heaps of scalars, tuples, nested data and guest objects: the same
# results, heap layouts and errors as CPython's C functions.
import heapq
import random

r = random.Random(7)
h = []
for i in range(300):
    heapq.heappush(h, (r.randint(0, 40), i, [i % 3]))
print(h[:6])
print([heapq.heappop(h)[:2] for _ in range(50)])
print(heapq.heapreplace(h, (5, -1, [])), heapq.heappushpop(h, (0, -2, [])),
      heapq.heappushpop(h, (99, -3, [])))
print(h[:8] == sorted(h)[:1] + h[1:8], len(h))
ints = [r.randint(-10**20, 10**20) for _ in range(200)]
heapq.heapify(ints)
print(ints[:5], [heapq.heappop(ints) for _ in range(5)])


class Task:
    def __init__(self, p):
        self.p = p

    def __lt__(self, other):
        print("lt", self.p, other.p)
        return self.p < other.p


tasks = [Task(p) for p in (5, 3, 8, 1)]
th = []
for t in tasks:
    heapq.heappush(th, t)
print([heapq.heappop(th).p for _ in range(len(th))])
print(heapq.nsmallest(3, [(2, "b"), (1, "a"), (3, "c"), (0, "z")]),
      heapq.nlargest(2, [[1, [2]], [1, [3]], [0]]), list(heapq.merge([1, 4], [2, 3], [0])))


class Sub(list):
    def __getitem__(self, i):
        raise AssertionError("C reads the items directly")


s = Sub([3, 1, 2])
heapq.heapify(s)
print(list(s), heapq.heappop(s), list(s))
for bad in (lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1),
            lambda: heapq.heappop((1,)), lambda: heapq.heappush({}, 1),
            lambda: heapq.heappop([1, "a", 2]), lambda: heapq.heappop(),
            lambda: heapq.heappush([]), lambda: heapq.heappop(heap=[1])):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
