def outer():
    base = 10
    fs = [lambda x, k=k: x + base + k for k in range(3)]
    base = 100
    return [f(1) for f in fs]
print(outer())
def gen_scope():
    y = 5
    return list(y * i for i in range(3))
print(gen_scope())
