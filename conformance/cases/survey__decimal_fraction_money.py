from decimal import Decimal, getcontext, localcontext, ROUND_HALF_EVEN, ROUND_DOWN, InvalidOperation, DivisionByZero
from fractions import Fraction
import math

prices = ["19.99", "5.01", "0.10", "0.20", "100"]
total = sum(Decimal(p) for p in prices)
print(total, total * Decimal("1.0825"), (total * Decimal("1.0825")).quantize(Decimal("0.01")))
print(0.1 + 0.2, Decimal("0.1") + Decimal("0.2"), Decimal(0.1))
print(Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN), round(Decimal("2.665"), 2), round(2.675, 2))
with localcontext() as ctx:
    ctx.prec = 6
    print(Decimal(1) / Decimal(7), Decimal(2).sqrt())
print(Decimal(1) / Decimal(7))
print(getcontext().prec, Decimal("1.30").normalize(), Decimal("-0"), Decimal("1e3").to_integral_value(), Decimal("123.456").as_tuple())
print(Decimal("7.5") // 2, Decimal("-7.5") % 2, divmod(Decimal("10"), Decimal("3")), Decimal("3.14159").quantize(Decimal("1.000"), rounding=ROUND_DOWN))
for bad in ["abc", "1/0"]:
    try:
        Decimal(bad) if bad == "abc" else Decimal(1) / Decimal(0)
    except (InvalidOperation, DivisionByZero) as e:
        print(type(e).__name__, type(e).__mro__[1].__name__)
print(f"{Decimal('1234.5678'):,.2f} {Decimal('0.000012'):.2e} {Decimal('42'):>8}")
def amortize(principal, annual_rate, months):
    r = Decimal(annual_rate) / 12 / 100
    pay = (principal * r / (1 - (1 + r) ** -months)).quantize(Decimal("0.01"))
    bal = principal
    for m in range(1, months + 1):
        interest = (bal * r).quantize(Decimal("0.01"))
        bal = bal + interest - pay
        if m <= 2 or m == months:
            print(f"  month {m:>2}: interest {interest:>7} balance {bal:>10}")
    return pay
print("payment", amortize(Decimal("10000"), "6", 12))
f = Fraction(3, 4) + Fraction(5, 6)
print(f, float(f), f.numerator, f.denominator, Fraction("0.125"), Fraction(1.5), Fraction(0.1).limit_denominator(100))
print(sum(Fraction(1, n) for n in range(1, 8)), Fraction(7, 3) // 1, Fraction(-7, 3) % 1, round(Fraction(5, 2)), round(Fraction(7, 3), 2))
print(math.floor(Fraction(7, 2)), math.ceil(Fraction(7, 2)), Fraction(2, 3) ** 2, Fraction(4, 9) ** Fraction(1, 2), Fraction(1, 3) < 0.34)
print(math.gcd(48, 18), math.lcm(4, 6), math.isqrt(99), math.comb(10, 3), math.perm(5, 2), math.prod([1, 2, 3, 4]))
print(math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), math.log(1000, 10), math.log2(8), math.copysign(3, -0.0), math.trunc(-2.7))
print(math.degrees(math.pi), math.dist((0, 0), (3, 4)), math.inf > 1e308, math.isnan(float("nan")), math.nextafter(1.0, 2.0) > 1)
Fraction(1, 0)
