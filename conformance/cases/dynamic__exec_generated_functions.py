# Build small functions from templates with exec, as code generators in agent loops do.
TEMPLATE = """
def {name}(values):
    total = 0
    for v in values:
        if v {op} {limit}:
            total += v
    return total
"""
funcs = {}
for name, op, limit in [("big", ">", 10), ("small", "<", 3), ("exact", "==", 5)]:
    ns = {}
    exec(TEMPLATE.format(name=name, op=op, limit=limit), ns)
    funcs[name] = ns[name]
data = [1, 2, 5, 5, 11, 40]
for name, fn in funcs.items():
    print(name, fn(data), fn.__name__)
rules = {"double": "x * 2", "square": "x ** 2", "neg": "-x"}
compiled = {k: compile(v, f"<rule {k}>", "eval") for k, v in rules.items()}
for k, code in compiled.items():
    print(k, [eval(code, {"x": x}) for x in range(4)], code.co_filename)
env = {"history": []}
for step in range(3):
    exec(f"history.append({step} * 10)", env)
print(env["history"])
try:
    exec("def broken(:\n    pass")
except SyntaxError as e:
    print("SyntaxError at line", e.lineno)
