code = compile("a + b", "<expr>", "eval")
print(type(code).__name__, code.co_filename, code.co_name)
for a, b in [(1, 2), (10, 20)]:
    print(eval(code, {"a": a, "b": b}))
prog = compile("out = []\nfor i in range(3):\n    out.append(i * i)", "<prog>", "exec")
g = {}
print(exec(prog, g), g["out"])
print(eval(prog, {}))
exec(compile("6 * 7", "<single>", "single"))
exec(compile("None", "<single>", "single"))
try:
    compile("1", "f", "bogus")
except ValueError as e:
    print("ValueError:", e)
try:
    compile(3, "f", "exec")
except TypeError as e:
    print("TypeError:", e)
try:
    compile("x = (", "cfg.py", "exec")
except SyntaxError as e:
    print(e.filename, e.lineno, e.msg)
