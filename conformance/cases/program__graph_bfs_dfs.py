edges = [('a', 'b'), ('a', 'c'), ('b', 'd'), ('c', 'd'), ('d', 'e'), ('f', 'g')]
graph = {}
for u, v in edges:
    graph.setdefault(u, []).append(v)
    graph.setdefault(v, []).append(u)
def bfs(start):
    dist = {start: 0}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nb in sorted(graph[node]):
            if nb not in dist:
                dist[nb] = dist[node] + 1
                queue.append(nb)
    return dist
def dfs(node, seen=None):
    if seen is None:
        seen = []
    seen.append(node)
    for nb in sorted(graph[node]):
        if nb not in seen:
            dfs(nb, seen)
    return seen
print(bfs('a'))
print(dfs('a'))
components = []
visited = []
for n in sorted(graph):
    if n not in visited:
        comp = dfs(n)
        visited.extend(comp)
        components.append(sorted(comp))
print(components)
