import json

data = {"name": "Zoë", "tags": ["a", "b"], "nested": {"x": 1.5, "y": None}, "ok": True, "n": 10 ** 20}
print(json.dumps(data))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data, indent=2, separators=(",", ": ")))
print(json.dumps(data, separators=(",", ":"), sort_keys=True))
print(json.dumps(data, indent="\t")[:30].replace("\t", "<TAB>"))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "none"}))
try:
    json.dumps({(1, 2): "tuple"})
except TypeError as e:
    print(e)
print(json.dumps({(1, 2): "tuple", "k": 1}, skipkeys=True))
print(json.dumps(float("nan")), json.dumps(float("-inf")))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print(e)
print(json.dumps("line\nbreak \"quoted\" \u2603 \x01"), json.loads('"\\u00e9"'))
c = [1]
c.append(c)
try:
    json.dumps(c)
except ValueError as e:
    print(e)
print(json.dumps((1, 2)), json.loads("[1, 2]"), json.loads(" 3.0 "), json.loads("null"))
