from __future__ import annotations
from fractions import Fraction
from typing import Iterable

class Matrix:
    def __init__(self, rows: Iterable[Iterable[float]]):
        self.rows = [list(r) for r in rows]
        if len({len(r) for r in self.rows}) > 1:
            raise ValueError("ragged matrix")
    @classmethod
    def identity(cls, n: int) -> Matrix:
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    @property
    def shape(self) -> tuple[int, int]:
        return len(self.rows), len(self.rows[0]) if self.rows else 0
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
    def __matmul__(self, other: Matrix) -> Matrix:
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"shape mismatch {self.shape} @ {other.shape}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __add__(self, other): return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])
    def __mul__(self, k): return Matrix([[a * k for a in r] for r in self.rows])
    __rmul__ = __mul__
    def __eq__(self, other): return isinstance(other, Matrix) and self.rows == other.rows
    def T(self) -> Matrix: return Matrix(zip(*self.rows))
    def det(self):
        m = [[Fraction(x) for x in r] for r in self.rows]
        n = len(m); d = Fraction(1)
        for c in range(n):
            p = next((r for r in range(c, n) if m[r][c] != 0), None)
            if p is None:
                return Fraction(0)
            if p != c:
                m[c], m[p] = m[p], m[c]; d = -d
            d *= m[c][c]
            for r in range(c + 1, n):
                f = m[r][c] / m[c][c]
                m[r] = [a - f * b for a, b in zip(m[r], m[c])]
        return d
    def __repr__(self):
        w = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join("[" + " ".join(f"{x!s:>{w}}" for x in r) + "]" for r in self.rows)

A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A @ B, A + B, 2 * A, A.T(), sep="\n--\n")
print(A.shape, A[1, 0], A.det(), Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det(), A @ Matrix.identity(2) == A)
try:
    A @ Matrix([[1, 2, 3]])
except ValueError as e:
    print(e)
Matrix([[1], [1, 2]])
