values = [0, 7, -7, 255, 1234567, 3.14159, -0.5, 1e-7, 1.5e10, float("inf"), float("nan")]
for v in values:
    if isinstance(v, int):
        print(f"{v:d}|{v:+d}|{v: d}|{v:08d}|{v:,}|{v:_}|{v:x}|{v:#X}|{v:o}|{v:#b}|{v:>8}|{v:<6}|{v:^7}|")
    else:
        print(f"{v:f}|{v:.2f}|{v:+.1e}|{v:g}|{v:.3g}|{v:10.2%}|{v:,.1f}|{v:=+12.3f}|")
print(f"{12345.6789:,.2f}", f"{0.000012345:.3e}", f"{1234:*^12,}")
print(format(255, "08b"), format(-255, "x"), format(3.0, ".0f"), format(2.5, ".0f"))
print(f"{'text':>10}|{'text':-<10}|{'text':^10.2}|")
print(f"{True:d}", f"{True}", f"{None!r:>6}", f"{'a'!r}", f"{'é'!a}")
w, p = 10, 3
print(f"{3.14159:{w}.{p}f}|", "{:{}.{}f}".format(2.71828, 8, 2))
print("{0:.1f} {0:.0%} {0:e}".format(0.256))
print(f"{1e16:g}", f"{1e15:g}", f"{123456789.0:g}", f"{0.0001:g}", f"{0.00001:g}")
print(repr(1.1 + 2.2), str(0.1 + 0.2), 1e22, 1e-5, 100.0, 1.0e16, -0.0)
print(round(2.675, 2), round(0.5), round(1.5), round(-2.5), round(1234.5678, -2))
