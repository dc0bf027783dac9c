funcs = []
for i in range(3):
    funcs.append(lambda: i)
print([f() for f in funcs])
funcs2 = [lambda i=i: i for i in range(3)]
print([f() for f in funcs2])
def make(i):
    return lambda: i * 10
funcs3 = [make(i) for i in range(3)]
print([f() for f in funcs3])
i = 99
print([f() for f in funcs])
