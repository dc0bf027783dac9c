import json
from dataclasses import dataclass, asdict, is_dataclass
from datetime import datetime, date
from decimal import Decimal
from enum import Enum
from uuid import UUID

class Color(Enum):
    RED = "red"
    BLUE = "blue"

@dataclass
class Order:
    id: UUID
    placed: datetime
    total: Decimal
    color: Color
    items: list

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (datetime, date)):
            return {"__dt__": o.isoformat()}
        if isinstance(o, Decimal):
            return {"__dec__": str(o)}
        if isinstance(o, UUID):
            return str(o)
        if isinstance(o, Enum):
            return o.value
        if is_dataclass(o):
            return asdict(o)
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)

def decode_hook(d):
    if "__dt__" in d:
        return datetime.fromisoformat(d["__dt__"])
    if "__dec__" in d:
        return Decimal(d["__dec__"])
    return d

o = Order(UUID(int=12345), datetime(2024, 5, 6, 7, 8, 9), Decimal("99.95"), Color.BLUE, [{"sku": "x", "n": 2}, {"tags": {"b", "a"}}])
s = json.dumps(o, cls=Encoder, indent=2, sort_keys=True)
print(s)
back = json.loads(s, object_hook=decode_hook)
print(back["placed"], type(back["total"]).__name__, back["items"])
print(json.dumps({"a": 1.0, "b": float("inf"), "c": None, "d": True, 3: "int key"}))
print(json.dumps("ünïcode ☃", ensure_ascii=False), json.dumps("ünïcode ☃"))
print(json.dumps([1, [2, [3]]], separators=(",", ":")), json.dumps({"x": 1}, indent="\t"))
print(json.loads('{"a": [1, 2.5, "3", null, true]}', parse_float=Decimal), json.loads("1e400"), json.loads('"\\u00e9"'))
for bad in ['{"a": 1,}', "[1, 2", "{'a': 1}", '{"a": NaN}', ""]:
    try:
        print("parsed", json.loads(bad))
    except json.JSONDecodeError as e:
        print(f"JSONDecodeError: {e.msg} at line {e.lineno} col {e.colno} (pos {e.pos})")
try:
    json.dumps({"k": object()})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'))
print(json.dumps({"b": 2, "a": [3, {"d": 4, "c": 5}]}, sort_keys=True, indent=1))
json.loads('{"x": }')
