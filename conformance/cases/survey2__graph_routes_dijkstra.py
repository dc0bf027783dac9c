import heapq
from collections import defaultdict, deque
from itertools import pairwise, permutations
from graphlib import TopologicalSorter, CycleError

EDGES = """
A B 4
A C 2
B C 5
B D 10
C E 3
E D 4
D F 11
E F 9
"""

graph = defaultdict(dict)
for line in EDGES.strip().splitlines():
    u, v, w = line.split()
    graph[u][v] = graph[v][u] = int(w)

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    seen = set()
    while pq:
        d, u = heapq.heappop(pq)
        if u in seen:
            continue
        seen.add(u)
        for v, w in sorted(graph[u].items()):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v], prev[v] = nd, u
                heapq.heappush(pq, (nd, v))
    return dist, prev

def path_to(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]

dist, prev = dijkstra("A")
for node in sorted(dist):
    print(f"{node}: {dist[node]:>2} via {' -> '.join(path_to(prev, node))}")

def bfs_levels(src):
    level = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        for v in sorted(graph[u]):
            if v not in level:
                level[v] = level[u] + 1
                q.append(v)
    return level
print(bfs_levels("A"))

nodes = ["B", "C", "D", "E"]
best = min(permutations(nodes), key=lambda p: sum(graph[a].get(b, 99) for a, b in pairwise(("A",) + p)))
cost = sum(graph[a].get(b, 99) for a, b in pairwise(("A",) + best))
print("best tour from A:", best, cost)

deps = {"deploy": {"test", "build"}, "test": {"build"}, "build": {"fetch"}, "docs": {"fetch"}}
ts = TopologicalSorter(deps)
print(list(ts.static_order()))
ts2 = TopologicalSorter(deps)
ts2.prepare()
rounds = []
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    rounds.append(ready)
    ts2.done(*ready)
print(rounds)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except CycleError as e:
    print("cycle:", e.args[0], sorted(e.args[1]))
print(heapq.nsmallest(3, [(w, u, v) for u in graph for v, w in graph[u].items() if u < v]))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])), heapq.nlargest(2, "hello world", key=ord))
