fs = []
for i in range(3):
    fs.append(lambda: i)
print([f() for f in fs])
gs = [lambda i=i: i for i in range(3)]
print([g() for g in gs])
def make(n):
    return lambda: n
hs = [make(i) for i in range(3)]
print([h() for h in hs])
