import json
from datetime import date, datetime
from decimal import Decimal
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return float(o)
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
data = {"when": date(2024, 1, 2), "amount": Decimal("1.50"), "tags": {"b", "a"}, "n": [1, 2]}
print(json.dumps(data, cls=Enc))
print(json.dumps(data, cls=Enc, indent=2, sort_keys=True))
print(Enc(separators=(",", ":")).encode([1, {"a": date(2020, 1, 1)}]))
print(json.JSONEncoder().encode({"x": [1, 2.5, None, True]}))
try:
    json.dumps({"o": object()}, cls=Enc)
except TypeError as e:
    print("TypeError:", e)
class Dec(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)
    def hook(self, d):
        if "when" in d:
            d["when"] = date.fromisoformat(d["when"])
        return d
back = json.loads(json.dumps(data, cls=Enc), cls=Dec)
print(back["when"], type(back["when"]).__name__, back["amount"])
print(json.JSONDecoder(parse_float=Decimal).decode("[1.10, 2]"))
print(json.loads("[1.5]", cls=json.JSONDecoder, parse_float=str))
