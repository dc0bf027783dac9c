from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, localcontext, InvalidOperation, getcontext

values = ["2.675", "2.665", "-1.005", "0.125"]
for v in values:
    d = Decimal(v)
    print(v, d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP),
          d.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN),
          d.quantize(Decimal("0.01"), rounding=ROUND_DOWN))
print(Decimal(1) / Decimal(7))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal("3.14159265") * 2)
print(getcontext().prec)
print(Decimal("1.10") + Decimal("2.20"), Decimal("1.1") * 3, Decimal("10") / 4)
print(Decimal("1e3").normalize(), Decimal("100").normalize(), Decimal("1.500").normalize())
print(Decimal("-0"), Decimal("NaN").is_nan(), Decimal("Infinity") > 10 ** 100)
print(Decimal(0.1), Decimal.from_float(0.5), Decimal("3.7").to_integral_value())
print(Decimal("12.345").as_tuple(), Decimal("-7.5").copy_abs(), Decimal("2").sqrt())
print(round(Decimal("2.5")), round(Decimal("3.14159"), 3), int(Decimal("-9.9")))
print(f"{Decimal('1234.5'):,.2f}", f"{Decimal('0.000123'):.2e}")
try:
    Decimal("abc")
except InvalidOperation as e:
    print(type(e).__name__)
print(sum([Decimal("0.1")] * 10) == Decimal("1.0"), sum([0.1] * 10) == 1.0)
