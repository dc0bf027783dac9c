print(format(255, 'x'), format(255, '#b'), format(-255, 'o'))
print(format(3.14159, '.3'), format(1e-5, 'f'), format(1/3, '.10f'))
print(format('abc', '>6') + '|', format('abc', '<6') + '|', format(12, '^6') + '|')
print(format(1234.5, ',.2f'), format(-0.0, '+'), format(10 ** 20, ','))
try:
    format(1, 'q')
except ValueError as e:
    print(type(e).__name__, e)
try:
    format([], 'd')
except TypeError as e:
    print(type(e).__name__, e)
