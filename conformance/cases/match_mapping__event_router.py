events = [
    {"kind": "click", "pos": {"x": 10, "y": 20}, "button": "left"},
    {"kind": "key", "key": "Enter", "mods": ["ctrl"]},
    {"kind": "key", "key": "a", "mods": []},
    {"kind": "scroll", "delta": -3},
    {"kind": "resize", "size": [800, 600]},
    {"kind": "unknown"},
    {"nokind": True},
]

def route(event):
    match event:
        case {"kind": "click", "pos": {"x": int(x), "y": int(y)}, **rest}:
            return f"click at {x},{y} ({rest.get('button', '?')})"
        case {"kind": "key", "key": key, "mods": [_, *_] as mods}:
            return f"chord {'+'.join(mods)}+{key}"
        case {"kind": "key", "key": str(key)}:
            return f"key {key}"
        case {"kind": "scroll", "delta": d} if d < 0:
            return f"scroll up {-d}"
        case {"kind": "resize", "size": [w, h]}:
            return f"resize {w}x{h}"
        case {"kind": other}:
            return f"ignored {other}"
        case _:
            return "malformed"

for e in events:
    print(route(e))
from collections import OrderedDict, defaultdict
match OrderedDict(a=1):
    case {"a": v}:
        print("ordered", v)
dd = defaultdict(int)
match dd:
    case {"missing": _}:
        print("matched")
    case _:
        print("no default insert", dict(dd))
