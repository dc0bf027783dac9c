def naturals():
    n = 1
    while True:
        yield n
        n += 1
out = []
for n in naturals():
    if n * n > 50:
        break
    out.append(n)
print(out)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
g = fib()
print([next(g) for _ in range(12)])
