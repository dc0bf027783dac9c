from decimal import Decimal, ROUND_HALF_UP, ROUND_FLOOR, ROUND_CEILING
from fractions import Fraction

def split(total, parts):
    total = Decimal(total)
    base = (total / parts).quantize(Decimal("0.01"), rounding=ROUND_FLOOR)
    shares = [base] * parts
    remainder = total - base * parts
    cents = int((remainder * 100).to_integral_value())
    for i in range(cents):
        shares[i] += Decimal("0.01")
    return shares

print(split("100.00", 3), sum(split("100.00", 3)), split("0.05", 4))
bill = {"ann": Decimal("23.50"), "bob": Decimal("17.25"), "cid": Decimal("9.99")}
tip = Decimal("0.18")
for who, amt in bill.items():
    total = (amt * (1 + tip)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    print(f"{who:>4}: {amt:>7} + tip = {total:>7}")
rate = Decimal("0.045")
balance = Decimal("10000")
for year in range(1, 4):
    balance = (balance * (1 + rate)).quantize(Decimal("0.01"))
    print(year, balance, f"{balance:,.2f}", balance.quantize(Decimal("1"), rounding=ROUND_CEILING))
print(Decimal("1.1") + Decimal("2.2"), 1.1 + 2.2, Fraction(11, 10) + Fraction(22, 10), Decimal(str(1.1 + 2.2)))
print(Decimal("3.3333").quantize(Decimal("0.1")), Decimal("-1.5").quantize(Decimal("1"), rounding=ROUND_HALF_UP), Decimal("7").sqrt())
print(Decimal("1.23E+5"), Decimal("0.000001"), Decimal("1e-7"), Decimal(10) ** -3, Decimal("5").compare(Decimal("3")))
print(Decimal("10.5") + 1.5)
