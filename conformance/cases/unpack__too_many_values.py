a, b = 1, 2
print(a, b)
try:
    a, b = 1, 2, 3
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(type(e).__name__, e)
print('done')
