import heapq

edges = [("a", "b", 7), ("a", "c", 9), ("a", "f", 14), ("b", "c", 10), ("b", "d", 15),
         ("c", "d", 11), ("c", "f", 2), ("d", "e", 6), ("e", "f", 9), ("g", "h", 1)]
graph = {}
for u, v, w in edges:
    graph.setdefault(u, []).append((v, w))
    graph.setdefault(v, []).append((u, w))

def shortest(src):
    dist = {src: 0}
    prev = {}
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in sorted(graph[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    return dist, prev

dist, prev = shortest("a")
for node in sorted(graph):
    if node not in dist:
        print(node, "unreachable")
        continue
    path, cur = [node], node
    while cur in prev:
        cur = prev[cur]
        path.append(cur)
    print(node, dist[node], "->".join(reversed(path)))
