def numbers():
    yield from range(5)
g = numbers()
print(list(zip(g, "ab")), list(g))

def loud(n):
    for i in range(n):
        print("yield", i)
        yield i
g = loud(6)
z = zip(g, "xyz")
print(tuple(z))
print("after:", next(g))
print(list(z), list(g))
g = loud(3)
print(dict(zip("ab", g)), list(g))
print(sorted(zip(loud(4), "ba")))
