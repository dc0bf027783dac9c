d = {k: k * k for k in range(8)}
for k in list(d):
    if d[k] % 2:
        del d[k]
print(d)
lst = list(range(10))
del lst[::3]
print(lst)
nested = {'a': {'b': {'c': 1}}}
del nested['a']['b']['c']
print(nested)
del nested['a']
print(nested, len(nested))
