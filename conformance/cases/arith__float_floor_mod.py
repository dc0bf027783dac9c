print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2)
print(5.0 % -3, -5.0 % 3, 5 % 2.5)
print(divmod(7.5, 2), divmod(-7.5, 2))
print(1e300 * 10, -1e308 * 10)
print(0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3)
try:
    print(5.0 // 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(5.0 % 0.0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
