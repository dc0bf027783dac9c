d = {'a': 1, 'b': 2}
k = d.keys()
v = d.values()
it = d.items()
d['c'] = 3
print(list(k), list(v), list(it), len(k))
print(sorted(k & {'a', 'z'}), sorted(k - {'a'}), sorted(k | {'q'}))
print(list(zip(d.keys(), d.values())))
print(k == {'a', 'b', 'c'}, 'b' in k)
