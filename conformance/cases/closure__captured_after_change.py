def outer():
    x = 'first'
    def show():
        return x
    r1 = show()
    x = 'second'
    r2 = show()
    return r1, r2
print(outer())
def loop_capture():
    funcs = []
    for name in ['a', 'b']:
        def f():
            return name
        funcs.append(f)
    return [f() for f in funcs]
print(loop_capture())
