x = 'module'
g = (x for _ in range(2))
x = 'changed'
print(list(g))
def f():
    y = 1
    gen = (y * k for k in range(3))
    y = 10
    return list(gen)
print(f())
