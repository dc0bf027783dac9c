d = {'a': 1, 'b': 2, 'c': 3}
print(d['a'], d.get('z'), d.get('z', 0), d.get('b', 0))
print(list(d.keys()), list(d.values()), list(d.items()))
print('a' in d, 1 in d, len(d), 'a' in d.keys(), 2 in d.values(), ('c', 3) in d.items())
print(d.setdefault('a', 100), d.setdefault('new', []), d)
d.setdefault('new', []).append(5)
print(d['new'])
print(d.pop('a'), d.pop('zz', 'dflt'), d)
print(d.popitem(), d)
