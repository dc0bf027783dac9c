sources = [
    ("x = 1 +", "exec"),
    ("return 5", "exec"),
    ("def f(:\n  pass", "exec"),
    ("a b", "eval"),
    ("1 +\n2", "eval"),
    ("x = 5", "eval"),
    ("break", "exec"),
    ("for x in range(3):\n    print(x)", "exec"),
    ("f(**{'a': 1}, *[2])", "eval"),
    ("'unterminated", "eval"),
]
for src, mode in sources:
    try:
        code = compile(src, "<snippet>", mode)
        print("ok", mode, repr(src)[:20])
    except SyntaxError as e:
        print(type(e).__name__, "|", e.msg, "|", e.lineno, "|", e.filename)
try:
    compile("x", "<s>", "bogus")
except ValueError as e:
    print("ValueError:", e)
try:
    compile("  x = 1", "<s>", "exec")
except IndentationError as e:
    print("IndentationError:", e.msg)
exec(compile("for i in range(2):\n    print('loop', i)", "<loop>", "exec"))
print(eval(compile("[i * i for i in range(4)]", "<c>", "eval")))
