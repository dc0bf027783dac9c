from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_UP

prices = ["9.995", "0.005", "2.345", "-2.345", "100"]
modes = [ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP]
for p in prices:
    d = Decimal(p)
    print(f"{p:>7}", [str(d.quantize(Decimal('0.01'), rounding=m)) for m in modes])
def with_tax(net, rate):
    tax = (net * rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return net + tax, tax
basket = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
lines = [with_tax(p, Decimal("0.075")) for p in basket]
print(lines, sum(t for t, _ in lines), with_tax(sum(basket), Decimal("0.075")))
print(Decimal("1.23456789").quantize(Decimal("1e-4")), Decimal("123.456").scaleb(-2), Decimal("5").max(Decimal("7")))
