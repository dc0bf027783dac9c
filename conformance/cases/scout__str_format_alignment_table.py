products = [("Laptop", 1299.99, 3), ("Mouse", 19.5, 42), ("Monitor 27\"", 329.0, 7), ("USB-C Cable", 9.99, 120)]
header = f"{'Product':<14}|{'Price':>10}|{'Qty':>5}|{'Total':>12}"
print(header)
print("-" * len(header))
for name, price, qty in products:
    print(f"{name:<14}|{price:>10.2f}|{qty:>5d}|{price * qty:>12,.2f}")
print("=" * len(header))
grand = sum(p * q for _, p, q in products)
print(f"{'TOTAL':<14}|{'':>10}|{sum(q for *_, q in products):>5}|{grand:>12,.2f}")
print("{:=^40}".format(" Summary "), "{:>+8.1%}".format(0.1234), "{:^10.3s}|".format("abcdef"))
print("{0:<{1}}|".format("dyn", 8), "{:{fill}{align}{width}}".format("x", fill="*", align="^", width=7))
print(format(1234567.891, ",.1f"), format(0.000123, ".2e"), format(-42, "+05d"), format(42, "x"), format(3, "03"))
print("{:,d}".format(1.5))
