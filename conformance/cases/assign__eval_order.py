d = {}
i = 0
def f(v):
    print('eval', v)
    return v
d[f('key')] = f('value')
print(d)
lst = [0, 0, 0]
i = 0
i, lst[i] = 1, 5
print(i, lst)
