from collections import deque, defaultdict
EDGES = '''A-B B-C C-D A-E E-F F-D D-G X-Y'''
graph = defaultdict(set)
for e in EDGES.split():
    a, b = e.split('-')
    graph[a].add(b)
    graph[b].add(a)
def bfs(start, goal):
    if start not in graph:
        raise KeyError(f'unknown node {start}')
    prev = {start: None}
    q = deque([start])
    while q:
        node = q.popleft()
        if node == goal:
            path = []
            while node is not None:
                path.append(node)
                node = prev[node]
            return path[::-1]
        for nb in sorted(graph[node]):
            if nb not in prev:
                prev[nb] = node
                q.append(nb)
    return None
def components():
    seen, comps = set(), []
    for n in sorted(graph):
        if n in seen:
            continue
        comp, stack = [], [n]
        while stack:
            x = stack.pop()
            if x in seen:
                continue
            seen.add(x)
            comp.append(x)
            stack.extend(sorted(graph[x] - seen))
        comps.append(sorted(comp))
    return comps
for s, g in [('A', 'G'), ('B', 'F'), ('A', 'Y'), ('G', 'G'), ('Q', 'A')]:
    try:
        p = bfs(s, g)
        print(s, g, '->', ' > '.join(p) if p else 'unreachable', f'({len(p) - 1} hops)' if p else '')
    except KeyError as e:
        print('error', e)
print(components())
degree = sorted(((len(v), k) for k, v in graph.items()), reverse=True)
print('highest degree:', degree[:3])
