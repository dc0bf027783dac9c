def loud(n):
    for i in range(n):
        print("pull", i)
        yield i * 10
g = loud(8)
for i, v in enumerate(g):
    print(i, v)
    if i == 2:
        break
print(list(g))
g = loud(4)
e = enumerate(g, start=5)
print(next(e), list(g), list(e))
g = loud(5)
print(list(enumerate(map(lambda v: v + 1, g))))
g = loud(6)
print(any(i == 1 for i, _ in enumerate(g)), list(g))
print(max(enumerate(loud(3))), min(zip(loud(3), loud(2))))
