class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError('rows must be non-empty and equal length')
        self.rows = [list(r) for r in rows]
    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])
    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    def __getitem__(self, pos):
        i, j = pos
        return self.rows[i][j]
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f'shape mismatch {self.shape} vs {other.shape}')
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])
    def __mul__(self, k):
        if isinstance(k, Matrix):
            return self @ k
        return Matrix([[x * k for x in r] for r in self.rows])
    __rmul__ = __mul__
    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f'cannot multiply {self.shape} by {other.shape}')
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def transpose(self):
        return Matrix([list(c) for c in zip(*self.rows)])
    def __repr__(self):
        return 'Matrix(' + repr(self.rows) + ')'
    def __str__(self):
        w = max(len(str(x)) for r in self.rows for x in r)
        return '\n'.join(' '.join(f'{x:>{w}}' for x in r) for r in self.rows)
A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A + B)
print(A @ B)
print(2 * A, A * 3, sep='\n')
print(A @ Matrix.identity(2) == A, A.transpose(), A[1, 0])
C = Matrix([[1, 2, 3]])
print(repr(C @ C.transpose()), (C.transpose() @ C).shape)
for op in (lambda: A + C, lambda: A @ C, lambda: Matrix([[1], [2, 3]])):
    try:
        op()
    except ValueError as e:
        print('ValueError:', e)
