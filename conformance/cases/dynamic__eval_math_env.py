import math

env = {"__builtins__": {}, "sqrt": math.sqrt, "pi": math.pi, "abs": abs, "max": max}
formulas = ["sqrt(16) + 1", "abs(-3) * 2", "max(1, 7, 3)", "round(pi, 2)", "2 ** 10"]
for f in formulas:
    try:
        print(f, "=", eval(f, env))
    except NameError as e:
        print(f, "->", e)
try:
    eval("open('x')", env)
except NameError as e:
    print(e)
print(eval("x + y", {"__builtins__": {}}, {"x": 2, "y": 3}))
def safe_eval(expression, **variables):
    return eval(expression, {"__builtins__": {}}, variables)
print(safe_eval("price * qty", price=2.5, qty=4))
print(safe_eval("a if a > b else b", a=3, b=9))
