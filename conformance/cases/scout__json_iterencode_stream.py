import json
import io
data = {"users": [{"id": i, "tags": ["x"] * i} for i in range(3)], "ok": True}
buf = io.StringIO()
json.dump(data, buf, indent=2)
print(buf.getvalue())
buf2 = io.StringIO()
for chunk in json.JSONEncoder(sort_keys=True).iterencode(data):
    buf2.write(chunk)
print(buf2.getvalue() == json.dumps(data, sort_keys=True))
print(json.load(io.StringIO('{"a": [1, 2]}')), json.loads(b'{"b": 1}'))
print("".join(json.JSONEncoder(indent=1).iterencode([1, {"k": None}])))
print(json.dumps(float("nan")), json.dumps([1e100, -0.0, 10**20]))
json.dumps(float("inf"), allow_nan=False)
