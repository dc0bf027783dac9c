import json

defaults = {"db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}}, "debug": False, "tags": ["base"]}
override = json.loads('{"db": {"port": 6543, "opts": {"ssl": true, "timeout": 2.5}}, "tags": ["x"], "name": null}')

def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        elif isinstance(v, list) and isinstance(out.get(k), list):
            out[k] = out[k] + [x for x in v if x not in out[k]]
        else:
            out[k] = v
    return out

cfg = merge(defaults, override)
print(json.dumps(cfg, sort_keys=True))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps({"ünï": "€", "n": 1e20, "f": 0.1}, ensure_ascii=False))
print(json.dumps({"ünï": "€", "t": (1, 2)}, separators=(",", ":")))
def paths(d, prefix=""):
    for k, v in sorted(d.items()):
        if isinstance(v, dict):
            yield from paths(v, prefix + k + ".")
        else:
            yield prefix + k, v
for p, v in paths(cfg):
    print(f"{p} = {v!r}")
