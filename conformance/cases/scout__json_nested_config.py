import json

raw = '{"name": "svc", "replicas": 3, "env": {"DEBUG": "0", "LEVEL": "info"}, "ports": [80, 443], "ratio": 0.25, "tags": null}'
cfg = json.loads(raw)
print(type(cfg["ports"]).__name__, cfg["tags"] is None)
cfg["env"]["DEBUG"] = cfg["env"]["DEBUG"] == "1"
cfg.setdefault("limits", {}).update(cpu="500m", memory="1Gi")
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps(cfg, separators=(",", ":"))[:60])
print(json.dumps({"t": (1, 2), "u": "é"}, ensure_ascii=False))
print(json.dumps({"u": "é", 1: True, None: 2.5}))
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("decode:", e.msg, e.pos, e.lineno, e.colno)

def default(o):
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"cannot serialize {type(o).__name__}")

print(json.dumps({"s": {3, 1, 2}}, default=default))
print(json.loads("[1, 2.0, 1e3, -0]", parse_float=str))
print(json.loads('{"a": {"b": [1, {"c": 2}]}}', object_hook=lambda d: sorted(d.items())))
print(cfg["missing"])
