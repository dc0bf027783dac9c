grid = {}
for r in range(2):
    for c in range(3):
        grid[(r, c)] = r * 10 + c
print(grid[(1, 2)], grid.get((5, 5), '-'))
print(sorted(grid, key=lambda rc: (-rc[0], rc[1]))[:3])
pts = [(3, 1), (1, 2), (1, 1), (2, 5)]
print(sorted(pts), max(pts), min(pts, key=lambda p: p[1]))
print((1, 2, 3) < (1, 2, 4), (1, 2) < (1, 2, 0), (2,) > (1, 100))
