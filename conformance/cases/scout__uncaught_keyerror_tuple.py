grid = {(0, 0): "start", (1, 0): "road"}
for pos in [(0, 0), (1, 0)]:
    print(pos, grid[pos])
print(grid[(2, 1)])
