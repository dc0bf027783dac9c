print(float('1e3'), float('  -2.5 '), float('inf'), float('-Infinity'), float('nan'))
print(float(3), float('1_000.5'), float(True), float(), float('.5'), float('5.'))
print(float(10 ** 20), float('1e-400'), float('1e400'))
for bad in ['abc', '', '1.2.3', 'one']:
    try:
        float(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    float([1])
except TypeError as e:
    print(type(e).__name__, e)
