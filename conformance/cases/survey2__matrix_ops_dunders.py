from __future__ import annotations
from fractions import Fraction
from itertools import product
import operator

class Matrix:
    def __init__(self, rows):
        rows = [list(r) for r in rows]
        if len({len(r) for r in rows}) != 1:
            raise ValueError("ragged rows")
        self.rows = rows

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]

    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v

    def __iter__(self):
        return (tuple(r) for r in self.rows)

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def _elementwise(self, other, op):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        return Matrix([[op(a, b) for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __add__(self, other):
        return self._elementwise(other, operator.add)

    def __sub__(self, other):
        return self._elementwise(other, operator.sub)

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
        return Matrix([[sum(self[i, k] * other[k, j] for k in range(m)) for j in range(p)] for i in range(n)])

    def __mul__(self, k):
        return Matrix([[k * x for x in r] for r in self.rows])
    __rmul__ = __mul__

    def __pow__(self, e):
        result = Matrix.identity(self.shape[0])
        base = self
        while e:
            if e & 1:
                result = result @ base
            base = base @ base
            e >>= 1
        return result

    def transpose(self):
        return Matrix(zip(*self.rows))

    def det(self):
        n = self.shape[0]
        a = [[Fraction(x) for x in r] for r in self.rows]
        d = Fraction(1)
        for c in range(n):
            piv = next((r for r in range(c, n) if a[r][c] != 0), None)
            if piv is None:
                return Fraction(0)
            if piv != c:
                a[c], a[piv] = a[piv], a[c]
                d = -d
            d *= a[c][c]
            for r in range(c + 1, n):
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return d

    def __repr__(self):
        w = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join("[" + " ".join(f"{x!s:>{w}}" for x in r) + "]" for r in self.rows)

A = Matrix([[2, 1], [1, 3]])
B = Matrix([[0, 1], [1, 0]])
print(A + B, A - B, A @ B, 3 * A, sep="\n--\n")
fib = Matrix([[1, 1], [1, 0]]) ** 30
print("fib(30) =", fib[0, 1])
print(A.transpose() == A, Matrix([[1, 2, 3]]).transpose().shape)
M = Matrix([[2, -1, 0], [-1, 2, -1], [0, -1, 2]])
print("det", M.det(), Matrix([[1, 2], [2, 4]]).det(), Matrix([[0, 1], [1, 0]]).det())
for bad in (lambda: A @ Matrix([[1, 2, 3]]), lambda: A + Matrix([[1]]), lambda: Matrix([[1], [1, 2]])):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
M[0, 0] = 5
print(list(M)[0], sum(M[i, j] for i, j in product(range(3), repeat=2)))
