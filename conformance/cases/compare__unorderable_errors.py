tests = [(1, 'a'), ([1], (1,)), (None, None), ({}, {}), ('a', b'a')]
for a, b in tests:
    try:
        print(a < b)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    print([1, 'a'] < [1, 2])
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([3, 'x']))
