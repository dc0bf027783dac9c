x = "global"
def f():
    x = "enclosing"
    class C:
        global x
        print(x)
        x = "set by class"
    print(x, hasattr(C, "x"))
f()
print(x)

def g():
    y = "enclosing"
    class D:
        global y
        y = "made global"
        def m(self):
            return y      # the method still sees g's y
    return D().m()
print(g(), y)
