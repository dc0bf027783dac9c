import heapq
import bisect

tasks = [(3, "write"), (1, "plan"), (2, "code"), (5, "ship"), (4, "test")]
heap = []
for t in tasks:
    heapq.heappush(heap, t)
print([heapq.heappop(heap)[1] for _ in range(3)], heap[0])
print(heapq.nlargest(2, tasks), heapq.nsmallest(2, tasks, key=lambda t: t[1]))
xs = [5, 1, 8, 3]
heapq.heapify(xs)
print(xs, heapq.heappushpop(xs, 0), heapq.heapreplace(xs, 10), xs)
print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])))
grades = [60, 70, 80, 90]
def grade(score, letters="FDCBA"):
    return letters[bisect.bisect(grades, score)]
print([grade(s) for s in [33, 60, 75, 89, 90, 100]])
sl = []
for v in [5, 2, 8, 2, 9]:
    bisect.insort(sl, v)
print(sl, bisect.bisect_left(sl, 2), bisect.bisect_right(sl, 2))
people = [("ann", 31), ("bob", 25), ("cid", 40)]
people.sort(key=lambda p: p[1])
print(bisect.bisect_left(people, 30, key=lambda p: p[1]))
# dijkstra
graph = {"a": {"b": 1, "c": 4}, "b": {"c": 2, "d": 5}, "c": {"d": 1}, "d": {}}
dist = {"a": 0}
pq = [(0, "a")]
while pq:
    d, u = heapq.heappop(pq)
    if d > dist.get(u, float("inf")):
        continue
    for v, w in graph[u].items():
        if d + w < dist.get(v, float("inf")):
            dist[v] = d + w
            heapq.heappush(pq, (d + w, v))
print(dist)
heapq.heappop([])
