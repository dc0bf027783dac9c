for src in ["1 +", "def", "(1, 2", "x = 1", "lambda: (yield)"]:
    try:
        eval(src)
    except SyntaxError as e:
        print("SyntaxError", repr(e.msg), e.lineno, e.filename)
try:
    eval("missing + 1")
except NameError as e:
    print("NameError:", e)
try:
    eval(42)
except TypeError as e:
    print("TypeError:", e)
try:
    eval("1", [])
except TypeError as e:
    print("TypeError:", e)
try:
    exec("1", {}, 5)
except TypeError as e:
    print("TypeError:", e)
eval("1 / 0")
