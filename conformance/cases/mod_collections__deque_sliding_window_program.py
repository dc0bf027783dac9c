from collections import deque

def moving_average(values, n):
    window = deque(maxlen=n)
    total = 0
    out = []
    for v in values:
        if len(window) == n:
            total -= window[0]
        window.append(v)
        total += v
        out.append(round(total / len(window), 2))
    return out

def max_sliding(values, k):
    dq, out = deque(), []
    for i, v in enumerate(values):
        while dq and values[dq[-1]] <= v:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(values[dq[0]])
    return out

data = [5, 1, 3, 8, 2, 7, 4, 6]
print(moving_average(data, 3))
print(max_sliding(data, 3))
def bfs_grid(grid, start):
    rows, cols = len(grid), len(grid[0])
    dist = {start: 0}
    q = deque([start])
    while q:
        r, c = q.popleft()
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "." and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                q.append((nr, nc))
    return dist
grid = ["..#.", ".##.", "...."]
d = bfs_grid(grid, (0, 0))
print(d.get((0, 3)), len(d), max(d.values()))
