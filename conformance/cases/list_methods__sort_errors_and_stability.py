data = [(1, 'b'), (0, 'a'), (1, 'a'), (0, 'b')]
print(sorted(data, key=lambda t: t[0]))
mixed = [3, 'a', 1]
try:
    mixed.sort()
except TypeError as e:
    print(type(e).__name__, e)
print(mixed)
try:
    sorted([1, 2], key=5)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([[2], [1, 5], [1]]))
print(sorted([None, 1]))
