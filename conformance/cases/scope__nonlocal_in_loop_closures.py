def make_funcs():
    fs = []
    for i in range(3):
        def f(i=i):
            return i * 10
        fs.append(f)
    return fs
print([f() for f in make_funcs()])
def make_shared():
    fs = []
    n = 0
    for _ in range(3):
        n += 1
        fs.append(lambda: n)
    return fs
print([f() for f in make_shared()])
