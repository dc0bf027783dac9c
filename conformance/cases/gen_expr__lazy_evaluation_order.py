log = []

def source(n):
    for i in range(n):
        log.append(f"produce {i}")
        yield i

def tap(x, tag):
    log.append(f"{tag} {x}")
    return x

squares = (tap(x * x, "square") for x in source(3))
print(log)
first = next(squares)
print(first, log)
log.clear()
rest = list(squares)
print(rest, log)
log.clear()
found = next((x for x in source(10) if tap(x, "check") > 2), None)
print(found, log)
log.clear()
print(any(tap(x, "any") > 0 for x in [0, 1, 2]), log)
log.clear()
print(sum(tap(x, "sum") for x in range(3)), len(log))
g = (x for x in [1, 2])
print(list(g), list(g))
nested = ((i, j) for i in range(2) for j in range(i + 1))
print(list(nested))
