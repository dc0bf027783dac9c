for s in ["12", " 7 ", "0x1f", "1_000", "1__0", "3.5", "", "٣"]:
    try:
        print(repr(s), int(s))
    except ValueError as e:
        print(repr(s), e)
print(int("0x1f", 16), int("z", 36), int("0b101", 0), int("  -0o17 ", 0))
for args in [("10", 1), ("10", 37), ("9", 8)]:
    try:
        int(*args)
    except ValueError as e:
        print(e)
int(3.5, 10)
