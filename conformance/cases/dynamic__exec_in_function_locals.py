def run_snippet(src):
    x = 1
    exec(src)
    return x

print(run_snippet("y = x + 1"))
print(run_snippet("x = 99"))

def with_explicit_ns(src):
    ns = {"x": 1}
    exec(src, {}, ns)
    return ns

print(with_explicit_ns("y = x * 10\nx = 5"))

def evaluate(expr, **names):
    return eval(expr, {"__builtins__": {"len": len, "sum": sum}}, names)

print(evaluate("len(s) + sum(v)", s="abc", v=[1, 2]))
try:
    evaluate("min(v)", v=[1])
except NameError as e:
    print(e)
g = {}
exec("import math\nr = math.sqrt(2)", g)
print(round(g["r"], 3), "math" in g)
exec("def f():\n    return helper() * 2\ndef helper():\n    return 21\n", g)
print(g["f"]())
print(eval("f() + 1", g))
