def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
def transpose(m):
    return [list(row) for row in zip(*m)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def mpow(m, p):
    result = identity(len(m))
    while p:
        if p & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        p >>= 1
    return result
def show(m):
    for row in m:
        print(' '.join(f'{v:5}' for v in row))
a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show(matmul(a, b))
show(transpose(a))
fib = mpow([[1, 1], [1, 0]], 30)
print('fib(30) =', fib[0][1])
print(mpow([[2, 0], [0, 3]], 10))
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** c * m[0][c] * det([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))
print(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det([[1, 2], [2, 4]]))
