from decimal import Decimal as D, getcontext, localcontext, InvalidOperation, DivisionByZero, ROUND_DOWN, ROUND_HALF_EVEN
print(D("1.1") + D("2.2"), D(1) / D(7), D("10") ** 20, D("0.1") * 3 == D("0.3"), D(0.1))
with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(7), D("123456789") + 0, +D("3.14159265"))
print(getcontext().prec, D("2.675").quantize(D("0.01")), D("2.675").quantize(D("0.01"), rounding=ROUND_DOWN))
print(D("1.50").quantize(D("1"), rounding=ROUND_HALF_EVEN), D("-0"), D("1e3").normalize(), D("1000").normalize(), D("1.230").normalize())
print(D("7").sqrt(), D(2).ln().quantize(D("1e-10")), D("12.5").to_integral_value(), D("-3.7").copy_abs(), D("5").compare(D("3")))
print(D("NaN").is_nan(), D("inf") > 10**100, sorted([D("1.0"), D("0.99"), D("1")]), D("3.000") == 3, hash(D("3.0")) == hash(3))
for bad in [lambda: D("abc"), lambda: D(1) / 0, lambda: D("inf") - D("inf")]:
    try:
        bad()
    except (InvalidOperation, DivisionByZero) as e:
        print(type(e).__name__, isinstance(e, ArithmeticError), e.args[:0])
