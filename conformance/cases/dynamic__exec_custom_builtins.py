printed = []
safe_builtins = {"len": len, "range": range, "print": lambda *a: printed.append(" ".join(map(str, a))),
                 "sum": sum, "sorted": sorted}
program = """
total = sum(range(5))
print("total", total)
print("sorted", sorted([3, 1, 2]))
"""
ns = {"__builtins__": safe_builtins}
exec(program, ns)
print(printed, ns["total"])
for snippet in ["open('x')", "abs(-1)", "len('abc')"]:
    try:
        print(snippet, "->", eval(snippet, {"__builtins__": safe_builtins}))
    except NameError as e:
        print(snippet, "->", "NameError:", e)
g = {"__builtins__": {}}
exec("x = 5\ny = x * 2", g)
print(g["y"], sorted(k for k in g if k != "__builtins__"))
try:
    exec("z = len([1])", {"__builtins__": {}})
except NameError as e:
    print(e)
