import json
from datetime import datetime, date
from decimal import Decimal
from dataclasses import dataclass, asdict, is_dataclass
from enum import Enum

class Kind(Enum):
    A = "a"

@dataclass
class Rec:
    when: date
    amount: Decimal
    kind: Kind

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (datetime, date)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, Enum):
            return o.value
        if is_dataclass(o):
            return asdict(o)
        return super().default(o)

r = Rec(date(2024, 1, 2), Decimal("9.99"), Kind.A)
print(json.dumps(r, cls=Encoder))
print(json.dumps([r, {"t": datetime(2024, 1, 1, 12)}], cls=Encoder, indent=1))
print(Encoder(sort_keys=True).encode({"b": 1, "a": Decimal("1")}))
class Dec(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)
    def hook(self, d):
        return {k.upper(): v for k, v in d.items()}
print(json.loads('{"x": {"y": 1}}', cls=Dec))
json.dumps({"o": object()}, cls=Encoder)
