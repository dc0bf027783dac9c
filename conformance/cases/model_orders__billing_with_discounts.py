from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
CENT = Decimal('0.01')
@dataclass(frozen=True)
class Line:
    item: str
    unit: Decimal
    qty: int
    @property
    def total(self):
        return self.unit * self.qty
class Order:
    def __init__(self, customer, tier='standard'):
        self.customer = customer
        self.tier = tier
        self.lines = []
    def add(self, item, unit, qty=1):
        if qty <= 0:
            raise ValueError(f'bad quantity {qty} for {item}')
        self.lines.append(Line(item, Decimal(unit), qty))
        return self
    @property
    def subtotal(self):
        return sum((l.total for l in self.lines), Decimal('0'))
    def discount(self):
        rate = {'standard': Decimal('0'), 'silver': Decimal('0.05'), 'gold': Decimal('0.10')}[self.tier]
        bulk = Decimal('5.00') if self.subtotal > 100 else Decimal('0')
        return (self.subtotal * rate + bulk).quantize(CENT, ROUND_HALF_UP)
    def invoice(self):
        rows = [f'Invoice for {self.customer} ({self.tier})']
        for l in self.lines:
            rows.append(f'  {l.item:<12}{l.qty:>3} x {l.unit:>7} = {l.total:>8}')
        tax = ((self.subtotal - self.discount()) * Decimal('0.2')).quantize(CENT, ROUND_HALF_UP)
        rows.append(f'  subtotal {self.subtotal:>27}')
        rows.append(f'  discount {-self.discount():>27}')
        rows.append(f'  tax      {tax:>27}')
        rows.append(f'  TOTAL    {self.subtotal - self.discount() + tax:>27}')
        return '\n'.join(rows)
o1 = Order('ACME', 'gold').add('widget', '19.99', 3).add('gizmo', '45.50').add('cable', '2.25', 10)
print(o1.invoice())
o2 = Order('Bob').add('pen', '1.10', 2)
print(o2.invoice())
try:
    Order('Eve', 'platinum').add('x', '1').discount()
except KeyError as e:
    print('unknown tier', e)
Order('Zed').add('thing', '3.00', 0)
