import json
from dataclasses import dataclass, asdict
from datetime import date
from decimal import Decimal

@dataclass
class Item:
    name: str
    price: Decimal
    added: date

class AppEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, date):
            return o.isoformat()
        if isinstance(o, set):
            return sorted(o)
        if hasattr(o, "__dataclass_fields__"):
            return asdict(o)
        return super().default(o)

items = [Item("pen", Decimal("1.50"), date(2024, 3, 1)), Item("ink", Decimal("7"), date(2024, 1, 9))]
print(json.dumps(items, cls=AppEncoder))
print(json.dumps({"tags": {3, 1, 2}}, cls=AppEncoder, indent=1))
print(AppEncoder(sort_keys=True).encode({"b": 1, "a": Decimal("2.5")}))
try:
    json.dumps({"x": object()}, cls=AppEncoder)
except TypeError as e:
    print("TypeError", str(e).split(" is not")[0].split(" at ")[0])
print(json.dumps({"a": 1}, default=str), json.dumps(Decimal("3.3"), default=str))
