d = {1: 'int', 1.0: 'float', True: 'bool'}
print(d)
d2 = {(1, 2): 'tuple', None: 'none', 'a': 'str', frozenset({1}): 'fs', -0.0: 'zero'}
print(d2[(1, 2)], d2[None], d2[frozenset([1])], d2[0])
print(len(d2), d2.get(0.0), d2.get(False))
d3 = {}
d3[2 ** 70] = 'big'
print(d3[2 ** 70], hash(2) == hash(2.0))
