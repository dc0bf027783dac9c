counter = 0

def bump():
    global counter
    counter += 1
    return counter

class Registry:
    items = []
    size = len(items)
    def register(self, x):
        self.items.append(x)
        return len(self.items)
    doubled = [n * 2 for n in range(3)]
    label = "reg" + str(size)

r1, r2 = Registry(), Registry()
r1.register("a")
print(r2.register("b"), Registry.items, Registry.label, Registry.doubled)
print(bump(), bump(), counter)
x = "module"
class Shadow:
    x = "class"
    def method(self):
        return x
    y = x
print(Shadow().method(), Shadow.y)
def make():
    value = "enclosing"
    class Inner:
        v = value
        def get(self):
            return value
    return Inner
print(make().v, make()().get())
def define_global():
    global late
    late = "defined later"
define_global()
print(late)
print("counter" in globals() if False else "skip", sorted(k for k in dir() if k in ("x", "late", "counter")))
