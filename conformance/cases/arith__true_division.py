print(7 / 2, -7 / 2, 6 / 3, 1 / 3)
print(type(4 / 2).__name__)
print(10 ** 20 / 10 ** 10, 2 ** 60 / 2)
print(1 / 7 * 7, 0.1 * 3)
print(5 / 0.5, -0.0 / 1)
try:
    print(1 / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
