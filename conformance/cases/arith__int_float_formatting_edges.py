import math
import sys

print(2 ** 100, -2 ** 63, (-2) ** 63, 10 ** 20 // 7, -(10 ** 20) // 7, -7 // 2, -7 % 2, 7 % -2)
print(divmod(-17, 5), divmod(17, -5), divmod(7.5, 2), pow(3, 4, 5), pow(2, -1, 7))
print(0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3), abs(-0.0), -0.0 == 0.0)
print(float("1e308") * 10, -float("inf"), float("nan") == float("nan"), math.isnan(float("nan")))
print(int("0x1F", 16), int("0b101", 0), int("  42  "), int("1_000"), int(-3.9), int(3.9))
print(hex(255), oct(8), bin(-5), (255).bit_length(), (1024).to_bytes(2, "big"))
print(int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True))
print(float.fromhex("0x1.8p1"), (1.5).hex(), (0.1).as_integer_ratio(), (2.0).is_integer())
print(7 / 2, 8 / 2, 1 / 3, 2 / 3, 10 / 3, 1e-10, 123456789012345678.0, 0.1 * 3)
print(round(0.125, 2), round(0.375, 2), round(2.5), round(3.5), round(-0.5), round(7, -1))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.fsum([0.1] * 10), sum([0.1] * 10))
print(sys.float_info.max, sys.float_info.epsilon, sys.maxsize)
print(str(1e16), str(1e-4), str(123.0), repr(1/7), 5e-324, 2.2250738585072014e-308)
print(True + True, True * 3.5, 3 // 0.5, -3 // 0.5, 2 ** -1, (-8) ** (1 / 3) == (-8) ** (1 / 3))
for bad in ["12.5", "abc", ""]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
try:
    1 // 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(e)
print(complex(1, 2) * 1j, abs(3 + 4j), (1 + 2j).conjugate(), complex("1+2j").real)
