from dataclasses import dataclass, field
from typing import Optional
import math

@dataclass
class Sku:
    code: str
    on_hand: int
    daily_sales: list[int] = field(default_factory=list)
    lead_days: int = 5
    case_size: int = 12
    supplier: Optional[str] = None
    def avg_daily(self):
        return sum(self.daily_sales) / len(self.daily_sales)
    def days_left(self):
        avg = self.avg_daily()
        return math.inf if avg == 0 else self.on_hand / avg
    def reorder_qty(self, cover_days=14):
        need = self.avg_daily() * (cover_days + self.lead_days) - self.on_hand
        return max(0, math.ceil(need / self.case_size) * self.case_size)

skus = [Sku("A-100", 40, [5, 7, 6, 8], supplier="Acme"), Sku("B-200", 300, [2, 1, 0, 3], 10, 24),
        Sku("C-300", 5, [0, 0, 0, 0]), Sku("D-400", 12, [4, 6, 5, 5], 3, 6, "Zed")]
for s in sorted(skus, key=Sku.days_left):
    d = s.days_left()
    status = "URGENT" if d < s.lead_days else "ok" if d > 14 else "soon"
    print(f"{s.code} on_hand={s.on_hand:>4} days_left={d:>6.1f} reorder={s.reorder_qty():>4} {status} {s.supplier or '-'}")
by_supplier = {}
for s in skus:
    by_supplier.setdefault(s.supplier, []).append(s.code)
print(by_supplier)
print(Sku("E-500", 1).avg_daily())
