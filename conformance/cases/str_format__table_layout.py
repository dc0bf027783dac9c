rows = [("Widget", 4, 3.5), ("Gadget with long name", 12, 12.25), ("Nut", 1000, 0.05)]
headers = ("Item", "Qty", "Price", "Total")
widths = [max(len(headers[0]), *(len(r[0]) for r in rows)), 6, 8, 10]
line = "+".join("-" * (w + 2) for w in widths)
print(line)
print(" | ".join(f"{h:^{w}}" for h, w in zip(headers, widths)))
print(line)
for name, qty, price in rows:
    total = qty * price
    print(f"{name:<{widths[0]}} | {qty:>{widths[1]},} | {price:>{widths[2]}.2f} | {total:>{widths[3]},.2f}")
print(line)
grand = sum(q * p for _, q, p in rows)
print(f"{'TOTAL':>{sum(widths) + 9}} {grand:,.2f}")
print("{:<8}|{:^8}|{:>8}".format("left", "mid", "right"))
print("{:08.3f}|{:+08d}|{:-^9}|".format(-3.14159, 42, "x"))
for n in [0.5, 0.25, 1 / 3, 2]:
    print(f"{n:>6.1%} {n:>8.3e} {n!s:>20}")
