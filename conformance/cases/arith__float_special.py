inf = float('inf')
nan = float('nan')
print(inf + 1, inf - inf, inf * 0, -inf * -1)
print(nan == nan, nan != nan, nan is nan, inf == inf)
print(inf > 10 ** 300, -inf < -10 ** 300, 1 / inf)
print(float('-inf'), float('Infinity'), float('NaN'))
print(max(1.0, inf), min(-inf, 0))
print(inf // 1, inf % 5 if False else 'skip')
print(int(2.9), int(-2.9), int(1e20))
try:
    int(inf)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    int(nan)
except ValueError as e:
    print(type(e).__name__, e)
