print(divmod(17, 5), divmod(-17, 5), divmod(17.5, -5), pow(2, 0.5), pow(-8, 1 / 3).real > 0, pow(0, 0), 0 ** 0.0)
print(abs(-0.0), abs(True), round(2.675, 2), round(-1.5), round(0.5), int(True), float(-0), complex("1+2j"), complex(1, -1))
for bad in [lambda: pow(2, 3, 0), lambda: pow(2.0, 3, 5), lambda: divmod("a", 1), lambda: abs("x"), lambda: complex("1+")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
