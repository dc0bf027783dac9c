rows = [("apples", 3, 0.5), ("kiwis", 12, 0.25), ("watermelons", 1, 3.999)]
name_w = max(len(r[0]) for r in rows)
print(f"{'item':<{name_w}} | {'qty':>4} | {'price':>7} | {'total':>8}")
print(f"{'':-<{name_w}}-+-{'':->4}-+-{'':->7}-+-{'':->8}")
for name, qty, price in rows:
    print(f"{name:<{name_w}} | {qty:>4d} | {price:>7.2f} | {qty * price:>8.3f}")
total = sum(q * p for _, q, p in rows)
print(f"{'TOTAL':>{name_w}} | {sum(q for _, q, _ in rows):>4} | {'':>7} | {total:>8.3f}")
pct = [q / sum(r[1] for r in rows) for _, q, _ in rows]
print(" ".join(f"{p:6.1%}" for p in pct), f"{sum(pct):.0%}")
print(f"{'centered':^20}|", f"{'right':>10}|", f"{'left':<10}|", f"{42:^+10}|", f"{-3.5:^10.1f}|")
print(f"{1234567:>15,}", f"{0.000123:>12.2e}", f"{255:>6x}", f"{255:>#6x}", f"{7:>03}")
