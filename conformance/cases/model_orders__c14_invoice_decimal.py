from decimal import Decimal, ROUND_HALF_UP

TAX = Decimal("0.0825")
lines = [("Coffee beans 1kg", 2, "18.49"), ("Filter papers", 3, "4.15"), ("Mug", 1, "12.00")]
subtotal = Decimal("0")
for name, qty, price in lines:
    total = Decimal(price) * qty
    subtotal += total
    print(f"{name:<18}{qty:>3} x {Decimal(price):>7} = {total:>8}")
discount = (subtotal * Decimal("0.10")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP) if subtotal > 50 else Decimal("0.00")
taxed = ((subtotal - discount) * TAX).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
grand = subtotal - discount + taxed
print(f"{'subtotal':>30} {subtotal:>8}")
print(f"{'discount':>30} {-discount:>8}")
print(f"{'tax ' + str(TAX * 100) + '%':>30} {taxed:>8}")
print(f"{'total':>30} {grand:>8}")
print(repr(grand), grand.as_tuple().exponent, str(grand.normalize()))
split = (grand / 3).quantize(Decimal("0.01"))
print(split, split * 3, grand - split * 3)
