from collections import deque, defaultdict
import heapq
from graphlib import TopologicalSorter, CycleError
from typing import Hashable

Graph = dict[str, dict[str, int]]
G: Graph = {
    "A": {"B": 4, "C": 2}, "B": {"C": 5, "D": 10}, "C": {"E": 3},
    "D": {"F": 11}, "E": {"D": 4}, "F": {},
}

def bfs(g, start):
    seen, order, q = {start}, [], deque([start])
    while q:
        n = q.popleft(); order.append(n)
        for m in sorted(g[n]):
            if m not in seen:
                seen.add(m); q.append(m)
    return order

def dfs(g, start, seen=None):
    seen = seen if seen is not None else []
    seen.append(start)
    for m in sorted(g[start]):
        if m not in seen:
            dfs(g, m, seen)
    return seen

def dijkstra(g, src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, n = heapq.heappop(pq)
        if d > dist.get(n, float("inf")):
            continue
        for m, w in g[n].items():
            nd = d + w
            if nd < dist.get(m, float("inf")):
                dist[m] = nd; prev[m] = n
                heapq.heappush(pq, (nd, m))
    return dist, prev

def path(prev, dst):
    out = [dst]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]

print(bfs(G, "A"), dfs(G, "A"))
dist, prev = dijkstra(G, "A")
print(dist, "->".join(path(prev, "F")))
deps = {"app": {"lib", "utils"}, "lib": {"core"}, "utils": {"core"}, "core": set(), "tests": {"app"}}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order[0], order[-1], len(order))
ts2 = TopologicalSorter(deps); ts2.prepare()
layers = []
while ts2.is_active():
    ready = sorted(ts2.get_ready()); layers.append(ready); ts2.done(*ready)
print(layers)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except CycleError as e:
    print("cycle:", e.args[0], sorted(e.args[1]))

def components(edges):
    parent = {}
    def find(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
    groups = defaultdict(set)
    for x in parent:
        groups[find(x)].add(x)
    return sorted(sorted(g) for g in groups.values())
print(components([(1, 2), (3, 4), (2, 5), (6, 6), (4, 7)]))
grid = ["S.#.....", ".##..#..", "....#..E"]
def maze(grid):
    R, C = len(grid), len(grid[0])
    start = next((r, c) for r in range(R) for c in range(C) if grid[r][c] == "S")
    q, seen = deque([(start, 0)]), {start}
    while q:
        (r, c), d = q.popleft()
        if grid[r][c] == "E":
            return d
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc)); q.append(((nr, nc), d + 1))
    return -1
print("maze steps", maze(grid))
