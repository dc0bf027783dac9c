try:
    float(2 ** 2000)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    'x' * (2 ** 100)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    [1, 2, 3].index(4)
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(range(3))[::0]
except ValueError as e:
    print(type(e).__name__, e)
try:
    int('99999999999999999999999999', 2)
except ValueError as e:
    print(type(e).__name__, e)
