d = {('a', 1): 'x'}
print(d[('a', 1)])
print(d[('b', 2)])
