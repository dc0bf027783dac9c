from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP
items = [('widget', '4.99', 3), ('gadget', '12.50', 1), ('doohickey', '0.333', 7)]
subtotal = sum(Decimal(p) * q for _, p, q in items)
tax = (subtotal * Decimal('0.0825')).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
print(subtotal, tax, subtotal + tax)
for v in ['0.125', '0.135', '0.145']:
    d = Decimal(v)
    print(v, d.quantize(Decimal('0.01'), rounding=ROUND_HALF_EVEN), d.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
print(f'{Decimal("1234.5"):,.2f}', f'{Decimal("0.5"):%}')
