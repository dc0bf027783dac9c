graph = {i: [i + 1] for i in range(799)}
graph[799] = []
order = []
seen = set()
def dfs(node):
    seen.add(node)
    order.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            dfs(nxt)
dfs(0)
print(len(order), order[:3], order[-3:])
