from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING
from dataclasses import dataclass
from datetime import date, timedelta
import math

CENT = Decimal("0.01")

@dataclass
class Line:
    desc: str
    qty: Decimal
    rate: Decimal
    discount_pct: Decimal = Decimal(0)

    @property
    def gross(self):
        return (self.qty * self.rate).quantize(CENT, ROUND_HALF_UP)

    @property
    def discount(self):
        return (self.gross * self.discount_pct / 100).quantize(CENT, ROUND_HALF_UP)

    @property
    def net(self):
        return self.gross - self.discount

lines = [
    Line("Consulting (hours)", Decimal("12.5"), Decimal("145.00")),
    Line("Travel (km)", Decimal("318"), Decimal("0.42")),
    Line("License seats", Decimal(7), Decimal("49.99"), Decimal(15)),
    Line("Support tier", Decimal(1), Decimal("199.995")),
]
issued = date(2024, 2, 20)
due = issued + timedelta(days=30)
print(f"INVOICE 2024-{issued.timetuple().tm_yday:03d}   issued {issued:%d %b %Y}   due {due:%d %b %Y} ({due:%A})")
print(f"{'Description':<22}{'Qty':>8}{'Rate':>10}{'Disc':>9}{'Net':>11}")
for ln in lines:
    print(f"{ln.desc:<22}{ln.qty:>8}{ln.rate:>10}{ln.discount:>9}{ln.net:>11,}")
subtotal = sum((ln.net for ln in lines), Decimal(0))
vat = (subtotal * Decimal("0.21")).quantize(CENT, ROUND_HALF_UP)
total = subtotal + vat
print(f"{'Subtotal':>49}{subtotal:>11,}")
print(f"{'VAT 21%':>49}{vat:>11,}")
print(f"{'TOTAL':>49}{total:>11,}")
n = 3
base = (total / n).quantize(CENT, ROUND_DOWN)
parts = [base] * n
parts[-1] += total - base * n
print("instalments:", parts, sum(parts) == total)
for i, p in enumerate(parts):
    print(f"  #{i + 1} {issued + timedelta(days=30 * (i + 1))}: {p}")
print(Decimal("2.345").quantize(CENT, ROUND_CEILING), Decimal("-2.345").quantize(CENT, ROUND_CEILING), Decimal("7.125").quantize(CENT))
print(Decimal("1.30") + Decimal("1.20"), Decimal("3") / Decimal("8"), Decimal(0.1), Decimal("0.1") * 3 == Decimal("0.3"))
print(f"{Decimal('1234.5'):.2f}", f"{Decimal('0.000123'):.2e}", f"{Decimal('12.5'):%}", math.floor(Decimal("2.7")), int(Decimal("-2.7")))
print(Decimal("10").max(Decimal("9.99")), Decimal("1.000").is_zero(), Decimal("100").log10(), Decimal("NaN").is_nan(), Decimal("-inf") < 0)
print(sorted([Decimal("1.5"), Decimal("-2"), Decimal("1.50")]), Decimal("1.5") == 1.5, hash(Decimal("2")) == hash(2))
