a = 1
b = [1, 2, 3, 4]
d = {'x': 1, 'y': 2}
del a
del b[0]
print(b)
del d['x']
print(d)
del b[-1], d['y']
print(b, d)
try:
    a
except NameError as e:
    print(e)
