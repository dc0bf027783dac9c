a = 1 + 2j
b = 3 - 1j
print(a + b, a - b, a * b, a / b)
print(a ** 2, abs(3 + 4j), -a)
print(a == 1 + 2j, a != b, 1j ** 2)
print(a + 1, a * 2.5, 1 / 1j)
try:
    print(a // b)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(a < b)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(a / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
