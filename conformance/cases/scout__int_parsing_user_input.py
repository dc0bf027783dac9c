inputs = ["42", " 7 ", "-3", "3.14", "1e3", "0x1F", "", "twelve", "١٢٣", "10_000"]
for s in inputs:
    try:
        print(repr(s), "->", int(s))
    except ValueError as e:
        print(repr(s), "->", "ValueError:", e)
for s in ["3.14", "nan", "-inf", "1,5", ".5", "1_0.5"]:
    try:
        print(repr(s), "->", float(s))
    except ValueError as e:
        print(repr(s), "->", "ValueError:", e)
print(int("0x1F", 16), int("1F", 16), int("077", 8), int("0b11", 0), int(float("1e3")), int("-0"))
age = int("abc" if False else "30")
print(f"next year: {age + 1}")
int("5 apples")
