import pprint
deep = {'a': {'b': {'c': {'d': [1, 2, {'e': 'f'}]}}}}
pprint.pprint(deep)
pprint.pprint(deep, depth=2)
pprint.pprint({'z': 1, 'a': 2, 'm': [3] * 3})
print(pprint.pformat('short'), pprint.saferepr([1, 'x']))
