try:
    print(0 ** -1)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print(type(e).__name__, e)
print(pow(5, -1, 3))
