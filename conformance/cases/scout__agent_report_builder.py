from dataclasses import dataclass
from datetime import date
from collections import defaultdict
from statistics import mean

@dataclass
class Sale:
    day: date
    product: str
    units: int
    unit_price: float
    @property
    def revenue(self):
        return self.units * self.unit_price

rows = [
    "2024-01-05,apple,10,0.5", "2024-01-05,pear,4,0.75", "2024-01-12,apple,7,0.55",
    "2024-02-01,kiwi,20,0.2", "2024-02-03,pear,1,0.8", "2024-02-28,apple,3,0.6",
]
sales = []
for r in rows:
    d, p, u, pr = r.split(",")
    sales.append(Sale(date.fromisoformat(d), p, int(u), float(pr)))
by_month = defaultdict(list)
for s in sales:
    by_month[s.day.strftime("%Y-%m")].append(s)
lines = ["# Monthly report", ""]
for month, ss in sorted(by_month.items()):
    rev = sum(s.revenue for s in ss)
    top = max(ss, key=lambda s: s.revenue)
    lines.append(f"## {month}")
    lines.append(f"- revenue: ${rev:,.2f}")
    lines.append(f"- avg units: {mean(s.units for s in ss):.1f}")
    lines.append(f"- top: {top.product} ({top.revenue:.2f})")
    lines.append("")
table = [("product", "units")] + sorted({(s.product, sum(x.units for x in sales if x.product == s.product)) for s in sales})
w = max(len(str(a)) for a, _ in table)
lines += [f"| {a:<{w}} | {b:>5} |" for a, b in table]
print("\n".join(lines))
