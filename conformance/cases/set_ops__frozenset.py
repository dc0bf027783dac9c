f = frozenset([3, 1, 2, 3])
print(f, len(f), 2 in f, f | {4}, f & {1, 9})
print(type(f | {4}).__name__, type({4} | f).__name__)
d = {f: 'frozen'}
print(d[frozenset({1, 2, 3})])
print(frozenset() == set(), sorted(f), hash(frozenset()) == hash(frozenset()))
s = {frozenset({1}), frozenset({1})}
print(len(s))
