# Build a currency conversion matrix with Decimal quantisation and a fallback via USD.
from decimal import Decimal, ROUND_HALF_EVEN, InvalidOperation
from itertools import product

CCYS = ["USD", "EUR", "GBP", "JPY"]


def rate(a, b):
    try:
        return Decimal(str(convert_currency(1, a, b)))
    except ValueError:
        if "USD" in (a, b):
            raise
        return rate(a, "USD") * rate("USD", b)


matrix = {}
for a, b in product(CCYS, repeat=2):
    try:
        matrix[a, b] = rate(a, b).quantize(Decimal("0.0001"), rounding=ROUND_HALF_EVEN)
    except ValueError as exc:
        matrix[a, b] = None
        print("n/a:", exc)
print("      " + "".join(f"{c:>9}" for c in CCYS))
for a in CCYS:
    cells = "".join(f"{str(matrix[a, b]) if matrix[a, b] is not None else '-':>9}" for b in CCYS)
    print(f"{a:<6}{cells}")
for a, b in [("EUR", "GBP"), ("GBP", "EUR")]:
    round_trip = matrix[a, b] * matrix[b, a]
    print(a, b, "round trip", round_trip, "drift", (round_trip - 1).copy_abs())
amount = Decimal("1234.565")
print(amount.quantize(Decimal("0.01")), amount.quantize(Decimal("0.01"), rounding="ROUND_UP"))
try:
    Decimal("12,5")
except InvalidOperation as exc:
    print("InvalidOperation", type(exc).__mro__[1].__name__)
print(Decimal("3.14159").as_integer_ratio(), Decimal(2).sqrt().quantize(Decimal("1e-6")))
print(f"{Decimal('1234567.891'):,.2f}", Decimal("0.1") + Decimal("0.2") == Decimal("0.3"))
print(sorted([Decimal("1.10"), Decimal("1.1"), Decimal("0.9")]), Decimal("1.10") == Decimal("1.1"))
