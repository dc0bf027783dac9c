a = [1, 2, 3]
print(a + [4], a * 0, [0] * 3, a == [1, 2, 3], a < [1, 3])
print(sum([[1], [2], [3]], []), list(reversed(a)), a[::-1])
print(len([None] * 5), [[]] * 2, list(range(3)) + list('ab'))
a += 'xy'
print(a)
try:
    a = a + 'z'
except TypeError as e:
    print(type(e).__name__, e)
