print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5))
print(round(2.675, 2), round(1.25, 1), round(1.35, 1), round(3.14159, 3))
print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(round(7), round(7.0), type(round(7.5)).__name__, type(round(7.5, 0)).__name__)
print(round(0.125, 2), round(-2.5), round(1e20), round(123.456, -1))
print(round(5, 2), round(True))
try:
    round(float('inf'))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    round(float('nan'))
except ValueError as e:
    print(type(e).__name__, e)
