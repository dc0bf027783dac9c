import cmath
print(complex('1+2j'), complex(' 3j '), complex(2, -1), complex('-1.5'))
try:
    complex('1 + 2j')
except ValueError as e:
    print(type(e).__name__, e)
try:
    cmath.log(0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    (1 + 1j) < (2 + 2j)
except TypeError as e:
    print(type(e).__name__, e)
print(abs(-3 + 4j), (1j) ** 2, pow(2j, 2), divmod(7, 2))
