cases = ["x = = 1", "def f(:\n    pass", "for i in range(3)\n    pass", "if True:\npass",
         "return 5", "print('a'", "a = (1,\n2,\n", "lambda x: yield x", "x += 1 = 2",
         "break", "class C:\n  def f(self):\n      nonlocal q"]
for src in cases:
    try:
        compile(src, "<snippet>", "exec")
        print("compiled?", src)
    except SyntaxError as e:
        print(type(e).__name__, e.lineno, e.msg)
