x = "global"
class C:
    x = "class"
    y = x + "!"
    items = [x for _ in range(1)]
    def method(self):
        return x
print(C.y, C.items, C().method())
def f():
    x = "enclosing"
    class D:
        print("in class body:", x)
        z = "D attr"
        def m(self):
            return x
    return D
D = f()
print(D.z, D().m())
def g():
    v = 1
    def h():
        return [v * i for i in range(3)]
    return h()
print(g())
