from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")

@dataclass
class Line:
    description: str
    qty: int
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0.20")

    @property
    def net(self):
        return (self.unit_price * self.qty).quantize(CENT, ROUND_HALF_UP)

    @property
    def tax(self):
        return (self.net * self.tax_rate).quantize(CENT, ROUND_HALF_UP)

@dataclass
class Invoice:
    number: str
    lines: list = field(default_factory=list)
    discount: Decimal = Decimal("0")

    def add(self, *args, **kwargs):
        self.lines.append(Line(*args, **kwargs))
        return self

    def totals(self):
        net = sum((l.net for l in self.lines), Decimal("0"))
        tax = sum((l.tax for l in self.lines), Decimal("0"))
        disc = (net * self.discount).quantize(CENT, ROUND_HALF_UP)
        return {"net": net, "discount": -disc, "tax": tax, "total": net - disc + tax}

inv = Invoice("INV-7", discount=Decimal("0.05"))
inv.add("Consulting", 3, Decimal("150.00")).add("Travel", 1, Decimal("89.99"), Decimal("0"))
inv.add("Books", 2, Decimal("12.335"), Decimal("0.05"))
for l in inv.lines:
    print(f"{l.description:<12}{l.qty:>3} x {l.unit_price:>8} = {l.net:>9} (+{l.tax})")
for k, v in inv.totals().items():
    print(f"{k:>10}: {v:>10,.2f}")
