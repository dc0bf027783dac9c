class Matrix:
    def __init__(self, rows):
        if len({len(r) for r in rows}) > 1:
            raise ValueError("ragged rows")
        self.rows = [list(r) for r in rows]
    @property
    def shape(self):
        return len(self.rows), len(self.rows[0]) if self.rows else 0
    def __getitem__(self, idx):
        if isinstance(idx, tuple):
            i, j = idx
            return self.rows[i][j]
        return self.rows[idx]
    def __setitem__(self, idx, v):
        i, j = idx
        self.rows[i][j] = v
    def __contains__(self, v):
        return any(v in r for r in self.rows)
    def __iter__(self):
        return (v for r in self.rows for v in r)
    def __len__(self):
        return len(self.rows)
    def __matmul__(self, o):
        cols = list(zip(*o.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __eq__(self, o):
        return isinstance(o, Matrix) and self.rows == o.rows
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
    def __str__(self):
        w = max(len(str(v)) for v in self)
        return "\n".join(" ".join(f"{v:>{w}}" for v in r) for r in self.rows)
    def T(self):
        return Matrix(list(map(list, zip(*self.rows))))
    def __call__(self, fn):
        return Matrix([[fn(v) for v in r] for r in self.rows])
    def __reversed__(self):
        return reversed(self.rows)

m = Matrix([[1, 2], [3, 4]])
i = Matrix([[1, 0], [0, 1]])
print(m @ i == m, m @ m, m.shape, m[1, 0], m[0], 4 in m, 9 in m, len(m), sum(m), list(reversed(m)))
m[0, 0] = 10
print(m)
print(m.T(), m(lambda v: v * 10), sorted(m, reverse=True), max(m), list(enumerate(m)))
Matrix([[1], [1, 2]])
