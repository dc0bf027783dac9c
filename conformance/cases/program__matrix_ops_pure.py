from fractions import Fraction

def mat_mul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

def transpose(m):
    return [list(r) for r in zip(*m)]

def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]

def inverse(m):
    n = len(m)
    aug = [[Fraction(v) for v in row] + [Fraction(x) for x in idrow] for row, idrow in zip(m, identity(n))]
    for col in range(n):
        pivot = next((r for r in range(col, n) if aug[r][col] != 0), None)
        if pivot is None:
            raise ValueError("matrix is singular")
        aug[col], aug[pivot] = aug[pivot], aug[col]
        p = aug[col][col]
        aug[col] = [v / p for v in aug[col]]
        for r in range(n):
            if r != col and aug[r][col] != 0:
                factor = aug[r][col]
                aug[r] = [a - factor * b for a, b in zip(aug[r], aug[col])]
    return [row[n:] for row in aug]

a = [[2, 1], [5, 3]]
b = [[1, 2, 3], [4, 5, 6]]
print(mat_mul(a, b), transpose(b), identity(3))
inv = inverse(a)
print([[str(x) for x in row] for row in inv], mat_mul(a, inv) == identity(2))
m3 = [[1, 2, 3], [0, 1, 4], [5, 6, 0]]
print([[str(x) for x in row] for row in inverse(m3)])
try:
    inverse([[1, 2], [2, 4]])
except ValueError as e:
    print(e)
