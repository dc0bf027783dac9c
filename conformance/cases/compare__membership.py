print(2 in [1, 2, 3], 5 not in (1, 2), 'b' in 'abc', 'bc' in 'abcd')
print('' in 'abc', 'x' in '', 1 in {1: 'a'}, 'a' in {1: 'a'})
print(3 in range(0, 10, 3), 4 in range(0, 10, 3), 10 in range(10))
print(b'b' in b'abc', 98 in b'abc', [1] in [[1], [2]])
print(1.0 in [1, 2], True in [1], float('nan') in [float('nan')])
try:
    print(1 in 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(1 in 'abc')
except TypeError as e:
    print(type(e).__name__, e)
