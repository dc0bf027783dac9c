d = {('a', 1): 'x', ('a', 2): 'y'}
print(d[('a', 1)], d.get(('b', 2), 'missing'))
try:
    d[('c', 3)]
except KeyError as e:
    print('caught', e, e.args)
print(d[('b', 2)])
