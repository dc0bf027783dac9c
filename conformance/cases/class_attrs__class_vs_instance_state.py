class Widget:
    registry = []
    defaults = {"color": "grey"}
    count = 0

    def __init__(self, name, **opts):
        self.name = name
        self.opts = {**self.defaults, **opts}
        Widget.count += 1
        self.registry.append(name)

    def rename(self, new):
        self.name = new

a = Widget("a")
b = Widget("b", color="red")
print(Widget.count, Widget.registry, a.registry is b.registry, a.opts, b.opts)
a.count = 100
print(a.count, b.count, Widget.count, "count" in vars(a), "count" in vars(b))
del a.count
print(a.count)
Widget.defaults["color"] = "blue"
c = Widget("c")
print(c.opts, a.opts)
class Sub(Widget):
    registry = []
s = Sub("s")
print(Sub.registry, Widget.registry, Sub.count, Widget.count)
print(getattr(Widget, "missing", "no attr"), hasattr(s, "rename"), type(s).__mro__[1].__name__)
setattr(Widget, "version", 2)
print(s.version, c.version)
