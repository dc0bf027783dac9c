vals = [1, 1.0, 1j, 'a', b'a', True, None, [], (), {}, set(), frozenset(), range(1), ..., slice(1), len, ValueError('x'), object(), zip(), map(str, []), enumerate([]), (x for x in [])]
for v in vals:
    print(type(v).__name__)
print(type(1) is int, type(type(1)).__name__, type(int).__name__)
