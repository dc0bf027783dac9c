print(int('42'), int(' 7 '), int('-13'), int('+5'), int('1_000'))
print(int('ff', 16), int('FF', 16), int('0xff', 16), int('0xff', 0), int('0b101', 0), int('777', 8), int('z', 36))
print(int(3.99), int(-3.99), int(True), int(), int('10', 2))
print(int('  -0  '), int(10 ** 20 + 0.0) == 10 ** 20)
for bad in ['x', '', '1.5', '0x10', '1 2']:
    try:
        int(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    int('9', 8)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int(None)
except TypeError as e:
    print(type(e).__name__, e)
