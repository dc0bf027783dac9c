def add(a, b):
    return a + b
def mul(a, b):
    return a * b
ops = {'+': add, '*': mul, 'max': max}
for name, fn in ops.items():
    print(name, fn(3, 4))
def apply(fn, *args):
    return fn(*args)
print(apply(add, 'x', 'y'), apply(len, [1, 2]))
funcs = [add, mul]
print([f(2, 5) for f in funcs])
