def f():
    x = "enclosing"
    class C:
        nonlocal x
        print(x)
        x = "set by class"
        print(x)
    print(x, hasattr(C, "x"))
    counter = 0
    class D:
        nonlocal counter
        for _ in range(3):
            counter += 1
    print(counter, "counter" in vars(D))
f()

def g():
    items = []
    class E:
        nonlocal items
        items = [1, 2]
        def get(self):
            return items
    items.append(3)
    return E().get(), hasattr(E, "items")
print(g())
