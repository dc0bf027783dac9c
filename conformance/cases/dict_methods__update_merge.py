a = {'x': 1, 'y': 2}
a.update({'y': 20, 'z': 30})
print(a)
a.update([('w', 0)], q=9)
print(a)
b = a | {'x': -1}
print(b, a['x'])
print(dict(a=1, b=2), dict([('k', 'v')]), dict({'m': 1}, n=2))
print(dict.fromkeys('abc', 0), dict.fromkeys([1, 2]))
c = a.copy()
c.clear()
print(c, len(a))
