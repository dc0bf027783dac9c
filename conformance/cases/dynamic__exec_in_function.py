x = 10
def run_snippet(code):
    scope = {"x": x}
    exec(code, scope)
    return scope.get("result")
print(run_snippet("result = x * 3"))
print(run_snippet("result = [i for i in range(x) if i % 3 == 0]"))
def compute():
    y = 4
    return eval("x + y")
print(compute())
exec("z = x + 1")
print(z)
def rebinding():
    w = 1
    exec("w = 2")
    return w
print(rebinding())
