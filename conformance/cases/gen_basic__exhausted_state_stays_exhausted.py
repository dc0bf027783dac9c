def g3():
    yield from range(3)
g = g3()
print(list(g), list(g), next(g, 'exhausted'))
for x in g:
    print('never', x)
print(sum(g))
