from fractions import Fraction

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        if len({len(r) for r in self.rows}) != 1:
            raise ValueError("ragged rows")
    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])
    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"shapes {self.shape} and {other.shape} not aligned")
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(m)) for j in range(p)] for i in range(n)])
    def T(self):
        return Matrix(zip(*self.rows))
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def det(self):
        a = [[Fraction(x) for x in r] for r in self.rows]
        n = len(a)
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
        return "Matrix(" + repr(self.rows) + ")"

A = Matrix([[1, 2], [3, 4], [5, 6]])
B = Matrix([[1, 0, 2], [0, 1, 3]])
print(A @ B)
print(A.T(), A.T().T() == A, A.shape)
print(Matrix([[2, 1, 3], [0, -1, 4], [1, 2, 2]]).det(), Matrix([[1, 2], [2, 4]]).det())
print(Matrix([[Fraction(1, 2), 1], [1, 3]]).det())
try:
    Matrix([[1, 2], [3]])
except ValueError as e:
    print(e)
A @ A
