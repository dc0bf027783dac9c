for s in ["1e3", "-inf", "nan", " 2.5\n", "1,5", "0x10", "1e", "infinity", "1_0.5"]:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(e)
try:
    float([1])
except TypeError as e:
    print(e)
print(float.fromhex("0x1.8p1"), (0.1).hex(), 2.5.as_integer_ratio(), (3.0).is_integer())
