import itertools

def loud(n):
    for i in range(n):
        print("pull", i)
        yield i
g = loud(10)
print(list(itertools.islice(g, 3)), next(g))
print(list(itertools.islice(g, 1, 6, 2)), list(g))
g = loud(5)
print(sum(itertools.islice(g, 2)), list(g))
g = loud(6)
print(tuple(itertools.takewhile(lambda v: v < 2, g)), list(g))
g = loud(6)
print(set(itertools.islice(map(lambda v: v * 2, g), 2)), list(g))
c = itertools.count()
print(list(zip(c, "ab")), next(c))
g = loud(4)
print(list(itertools.chain(itertools.islice(g, 1), "z")), list(g))
