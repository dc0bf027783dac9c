from decimal import Decimal, getcontext, localcontext, ROUND_HALF_EVEN, ROUND_DOWN, InvalidOperation

items = [("widget", "19.99", 3), ("gadget", "5.005", 7), ("bolt", "0.10", 101)]
TAX = Decimal("0.0825")
subtotal = Decimal(0)
for name, price, qty in items:
    line = Decimal(price) * qty
    subtotal += line
    print(f"{name:<8}{qty:>4} x {Decimal(price):>7} = {line:>9.2f}")
tax = (subtotal * TAX).quantize(Decimal("0.01"))
print("subtotal", subtotal, "tax", tax, "total", subtotal + tax)
print(Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN))
print(Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_DOWN))
print(Decimal(0.1), Decimal("0.1") + Decimal("0.2") == Decimal("0.3"))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7))
print(getcontext().prec, Decimal(1) / Decimal(7))
print(Decimal("1.30").normalize(), Decimal("-0"), Decimal("1e3").to_integral_value(), Decimal("12.345").as_tuple())
print(round(Decimal("3.14159"), 2), int(Decimal("-7.9")), float(Decimal("1.5")))
print(Decimal("10") % Decimal("3"), Decimal("-10") // Decimal("3"), divmod(Decimal(7), Decimal(2)))
print(sum([Decimal("0.1")] * 10), max(Decimal("1.0"), Decimal("1")))
print(Decimal.from_float(0.5), Decimal("NaN").is_nan(), Decimal("Infinity") > 10**100)
try:
    Decimal("abc")
except InvalidOperation as e:
    print("invalid:", type(e).__name__)
print(Decimal(1) / Decimal(0))
