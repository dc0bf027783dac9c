x = "module"
def show(label, value):
    print(f"{label}: {value!r}")
show("module x", eval("x"))
show("given globals", eval("x", {"x": "given"}))
show("locals first", eval("x", {"x": "g"}, {"x": "l"}))
g = {"x": 1}
exec("x = x + 1\ny = x * 10", g)
show("after exec", (g["x"], g["y"]))
loc = {}
exec("z = 5", {}, loc)
show("locals dict", loc)
try:
    exec("print(undefined_thing)", {})
except NameError as e:
    show("NameError", str(e))
show("x unchanged", x)
