import json
from decimal import Decimal
from collections import OrderedDict

text = '{"id": 7, "price": 19.99, "tags": ["a", "b"], "meta": {"ok": true, "n": null}}'
print(json.loads(text, parse_float=Decimal)["price"])
print(json.loads(text, parse_int=str)["id"])

def as_point(d):
    if set(d) == {"x", "y"}:
        return ("point", d["x"], d["y"])
    return d

print(json.loads('[{"x": 1, "y": 2}, {"x": 3}]', object_hook=as_point))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=lambda pairs: pairs))
print(type(json.loads('{"a": 1}', object_pairs_hook=OrderedDict)).__name__)

class StrictDecoder(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_pairs_hook=self.no_dupes, **kw)

    @staticmethod
    def no_dupes(pairs):
        keys = [k for k, _ in pairs]
        if len(keys) != len(set(keys)):
            raise ValueError(f"duplicate keys: {keys}")
        return dict(pairs)

print(json.loads('{"a": 1, "b": 2}', cls=StrictDecoder))
try:
    json.loads('{"a": 1, "a": 2}', cls=StrictDecoder)
except ValueError as e:
    print(e)
print(json.loads("[NaN, Infinity]", parse_constant=lambda c: c.lower()))
