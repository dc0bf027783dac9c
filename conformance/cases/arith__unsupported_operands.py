pairs = [(1, 'a'), ('a', 1), ([1], (1,)), (None, 1), ({}, {})]
for a, b in pairs:
    try:
        print(a + b)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    print('a' - 'b')
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([1] * 2.0)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(-'x')
except TypeError as e:
    print(type(e).__name__, e)
print(1 + 'a')
