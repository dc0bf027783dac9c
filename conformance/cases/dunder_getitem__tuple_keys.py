class Grid:
    def __init__(self, w, h):
        self.cells = [[0] * w for _ in range(h)]
    def __getitem__(self, pos):
        r, c = pos
        return self.cells[r][c]
    def __setitem__(self, pos, v):
        r, c = pos
        self.cells[r][c] = v
g = Grid(3, 2)
g[0, 1] = 5
g[1, 2] = 7
print(g[0, 1], g[1, 2], g[1, 0])
print(g.cells)
