templates = {
    "double": "return x * 2",
    "square": "return x ** 2",
    "negate": "return -x",
}
functions = {}
for name, body in templates.items():
    ns = {}
    exec(f"def {name}(x):\n    {body}\n", ns)
    functions[name] = ns[name]
for name, fn in functions.items():
    print(name, fn.__name__, [fn(v) for v in range(4)])
ops = {}
exec("""
class Op:
    def __init__(self, sym):
        self.sym = sym
    def __repr__(self):
        return f"Op({self.sym!r})"
registry = [Op(s) for s in '+-*/']
""", ops)
print(ops["registry"], ops["Op"].__name__)
counter_ns = {"count": 0}
for _ in range(5):
    exec("count += 1", counter_ns)
print(counter_ns["count"])
