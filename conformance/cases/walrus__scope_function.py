def outer():
    if (inner := 5) > 3:
        pass
    return inner
print(outer())
a = [(q := i) for i in range(3)]
print(q)
def g():
    total = [s := 0]
    for i in range(4):
        s = s + i
    return s, total
print(g())
