import json
from datetime import date
from decimal import Decimal
def default(o):
    if isinstance(o, date):
        return o.isoformat()
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    if isinstance(o, Decimal):
        return str(o)
    raise TypeError(f"cannot serialise {type(o).__name__}")
doc = {"when": date(2024, 5, 6), "tags": {"b", "a"}, "price": Decimal("9.90"), 1: True, None: 2.0}
print(json.dumps(doc, default=default, sort_keys=False))
print(json.loads('{"a": [1, 2.5, "x", null, true]}', parse_float=Decimal))
print(json.loads("[1, 2]", object_hook=None), json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d.items())))
for bad in ['{"a": 1,}', "[1, 2", "{'a': 1}", "", "NaN x"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(e.msg, e.lineno, e.colno, "|", e)
try:
    json.dumps({"x": object()})
except TypeError as e:
    print(e)
json.dumps({(1, 2): 3})
