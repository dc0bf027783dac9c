class Config:
    debug = False
    level = 3
    def method(self):
        pass

c = Config()
c.extra = "yes"
print(vars(c), sorted(k for k in vars(Config) if not k.startswith("__")))
def render(template, **context):
    return template.format_map(context)
def report(user, items):
    count = len(items)
    total = sum(items)
    return render("{user}: {count} items, total {total}", **locals())
print(report("ada", [1, 2, 3]))
def debug_vars(a, b):
    c = a * b
    return ", ".join(f"{k}={v!r}" for k, v in sorted(locals().items()))
print(debug_vars(2, "x"))
import types
ns = types.SimpleNamespace(a=1, b=[2])
ns.c = 3
print(vars(ns), ns)
def counter():
    calls = 0
    def inc():
        nonlocal calls
        calls += 1
        return dict(locals())
    return inc
inc = counter()
inc()
print(inc())
class Point:
    __slots__ = ("x",)
try:
    vars(Point())
except TypeError as e:
    print(e)
