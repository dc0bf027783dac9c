print(round(2.5), round(3.5), round(-0.5), round(1.25, 1), round(1234.5, -2), round(15, -1), round(25, -1))
print(round(7), type(round(7.0)), type(round(7.0, 0)), round(-0.0, 2))
print(format(1234.5678, ",.2f"), format(0.000123, ".2e"), format(42, "#x"), format(42, "08b"), format(-42, "+d"))
print(format(3.0, "g"), format(1e16, "g"), format(123456789, "_"), format(0.5, "%"), format(12, "c"))
print(f"{'x':*^9}|{3.14159:.3}|{10:>+6}|{-7:=6}|{1e-7:f}")
for spec in ["d", ".2f", "z"]:
    try:
        print(format("s", spec))
    except ValueError as e:
        print(e)
try:
    format(1.5, "d")
except ValueError as e:
    print(e)
