def handle(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case [verb, *_]:
            return f"unknown verb {verb!r}"

for c in ["go north", "take key lamp", "take", "exit", "", "dance now"]:
    print(repr(c), "->", handle(c))

def shape(event):
    match event:
        case {"type": "click", "pos": (x, y)}:
            return f"click at {x},{y}"
        case {"type": "key", "key": str(k), **rest}:
            return f"key {k} extra={rest}"
        case {"type": t}:
            return f"other {t}"
        case int(n) | float(n) if n > 0:
            return f"positive number {n}"
        case None:
            return "none"
        case _:
            return "?"
for e in [{"type": "click", "pos": (1, 2)}, {"type": "key", "key": "a", "mod": "ctrl"}, {"type": "scroll"}, 5, -1.5, None, [1]]:
    print(shape(e))
from dataclasses import dataclass
@dataclass
class Pt:
    x: int
    y: int
match Pt(1, 2):
    case Pt(x=1, y=yy):
        print("matched", yy)
match 3:
    case 1 | 2:
        pass
print("no match is fine")
