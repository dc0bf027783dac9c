import builtins


def restricted(src, allowed):
    """The safe_eval models write: only the names given are builtins."""
    return eval(src, {"__builtins__": allowed})


print(restricted("abs(-2) + min(3, 4)", {"abs": abs, "min": min}))
for src in ("import json", "from json import dumps", "import builtins", "import os.path"):
    try:
        exec(src, {"__builtins__": {}})
    except ImportError as e:
        print(src, "->", type(e).__name__, e, e.name)

ns = {}
exec("import json\nx = json.dumps([1])", ns)
print(ns["x"])

# a __builtins__ in the locals is an ordinary name; the globals' decide
loc = {"__builtins__": {}}
exec("y = len('abc')", {}, loc)
print(loc["y"], sorted(loc))
try:
    exec("y = len('abc')", {"__builtins__": {}}, {})
except NameError as e:
    print("NameError:", e)

# a function made by restricted code keeps its builtins when called later
g = {"__builtins__": {"len": len}}
exec("def f():\n    import json\n    return json.dumps(2)\ndef n(s):\n    return len(s)", g)
print(g["n"]("ab"))
try:
    g["f"]()
except ImportError as e:
    print("later:", e)

# the builtins module itself as __builtins__: everything, import included
m = {"__builtins__": builtins}
exec("import math\nz = math.floor(2.5)", m)
print(m["z"])
print(eval("__builtins__", {"__builtins__": {"k": 1}}))
exec("import json", {"__builtins__": {"print": print}})
