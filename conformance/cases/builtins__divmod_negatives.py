for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (6, 3)]:
    print(a, b, divmod(a, b), (a // b) * b + a % b == a)
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(2 ** 70, 3))
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    divmod('a', 1)
except TypeError as e:
    print(type(e).__name__, e)
