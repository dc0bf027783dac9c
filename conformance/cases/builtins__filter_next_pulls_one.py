def loud(n):
    for i in range(n):
        print("pull", i)
        yield i
f = filter(lambda v: v % 2, loud(7))
print(next(f))
print(next(f))
print(list(f))
g = loud(5)
print(next(filter(None, g)), list(g))
h = loud(4)
print(list(filter(lambda v: v < 2, h)), list(h))
