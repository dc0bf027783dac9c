log = []
def t(v):
    log.append(v)
    return v
g = (t(x) * 2 for x in range(5))
print(log)
print(next(g), log)
print(next(g), log)
print(list(g), log)
print(list(g))
