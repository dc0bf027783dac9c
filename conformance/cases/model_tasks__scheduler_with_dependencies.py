from collections import defaultdict, deque
tasks = {
    'compile': ['fetch', 'configure'],
    'configure': ['fetch'],
    'fetch': [],
    'test': ['compile'],
    'package': ['compile', 'docs'],
    'docs': ['configure'],
    'release': ['test', 'package'],
}
def topo_order(graph):
    indeg = {t: 0 for t in graph}
    users = defaultdict(list)
    for t, deps in graph.items():
        for d in deps:
            if d not in graph:
                raise KeyError(f'unknown dependency {d!r} of {t!r}')
            indeg[t] += 1
            users[d].append(t)
    ready = deque(sorted(t for t, n in indeg.items() if n == 0))
    order = []
    while ready:
        t = ready.popleft()
        order.append(t)
        for u in sorted(users[t]):
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
    if len(order) != len(graph):
        stuck = sorted(t for t in graph if t not in order)
        raise ValueError(f'cycle detected among {stuck}')
    return order
def levels(graph, order):
    lvl = {}
    for t in order:
        lvl[t] = 1 + max((lvl[d] for d in graph[t]), default=-1)
    return lvl
order = topo_order(tasks)
print(' -> '.join(order))
lv = levels(tasks, order)
for depth in range(max(lv.values()) + 1):
    print(depth, sorted(t for t, l in lv.items() if l == depth))
bad = dict(tasks, fetch=['release'])
try:
    topo_order(bad)
except ValueError as e:
    print('error:', e)
topo_order({'a': ['b']})
