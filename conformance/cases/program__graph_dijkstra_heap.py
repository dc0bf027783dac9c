import heapq
from collections import defaultdict

edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3),
         ("E", "D", 4), ("D", "F", 11), ("E", "F", 20)]
graph = defaultdict(list)
for a, b, w in edges:
    graph[a].append((b, w))
    graph[b].append((a, w))

def dijkstra(start):
    dist = {start: 0}
    prev = {}
    heap = [(0, start)]
    visited = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in visited:
            continue
        visited.add(node)
        for nxt, w in sorted(graph[node]):
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev

def path(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]

dist, prev = dijkstra("A")
print(sorted(dist.items()))
for t in "DF":
    print(t, path(prev, t), dist[t])
print(dist.get("Z", float("inf")))
