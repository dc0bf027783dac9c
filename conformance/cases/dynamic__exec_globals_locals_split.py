g = {"base": 10}
l = {}
exec("x = base + 1\ny = x * 2", g, l)
print(sorted(l.items()), "x" in g)
exec("def f(n):\n    return n + base\n", g)
print(g["f"](5))
code = compile("total = sum(values)", "<calc>", "exec")
ns = {"values": [1, 2, 3]}
exec(code, ns)
print(ns["total"], code.co_filename)
expr = compile("a * b + c", "<expr>", "eval")
for a, b, c in [(1, 2, 3), (4, 5, 6)]:
    print(eval(expr, {"a": a, "b": b, "c": c}))
print(eval("len(items)", {"items": "abc"}))
print(eval("[k for k in d if d[k]]", {"d": {"a": 1, "b": 0, "c": 2}}))
single = compile("1 + 1", "<s>", "single")
print(type(single).__name__)
try:
    eval("x = 1")
except SyntaxError as e:
    print("SyntaxError", e.msg)
try:
    eval("undefined_name + 1", {})
except NameError as e:
    print(e)
