print(7 // 2, -7 // 2, 7 % -2, -7 % 2, divmod(-7, 2), divmod(7.5, 2), 2 ** -1, (-8) ** (1 / 3) if False else abs(-8) ** (1 / 3))
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3, 1e308 * 10, -1e308 * 10, 10 ** 20 / 3, 10 ** 20 // 3)
print(int(2.9), int(-2.9), int("-0"), float(10 ** 20), 3 / 2, 4 / 2, type(4 / 2).__name__, 5 // 2.0, True + True)
print(1 < 2.0 < 3, 2 == 2.0, hash(2) == hash(2.0), 0.5 .as_integer_ratio(), (2 ** 53 + 1) == float(2 ** 53 + 1))
print(abs(-3), abs(-3.5), abs(3 + 4j), pow(2, 10, 1000), pow(3, -1, 7), (-2) ** 2, -2 ** 2, 2 ** 3 ** 2)
print(bin(-5), oct(8), hex(-255), int.bit_length(255), (255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"))
for bad in [lambda: 1 / 0, lambda: 1 % 0, lambda: 1.0 // 0, lambda: pow(2, -1, 4), lambda: 10 ** 400 * 1.0, lambda: divmod(1, 0)]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
