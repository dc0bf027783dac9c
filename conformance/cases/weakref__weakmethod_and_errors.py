import weakref


class Greeter:
    def __init__(self, name):
        self.name = name

    def hello(self):
        return "hello " + self.name


g = Greeter("world")
wm = weakref.WeakMethod(g.hello)
print(wm()(), isinstance(wm, weakref.ref), wm() == g.hello)
plain = weakref.ref(g.hello)
print(plain())
wm2 = weakref.WeakMethod(g.hello, lambda r: print("method gone", r() is None))
del g
print(wm(), wm2())
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print("TypeError:", e)
try:
    weakref.ref()
except TypeError as e:
    print("TypeError:", type(e).__name__)


class Sub(weakref.ref):
    __slots__ = ("extra",)

    def __init__(self, ob, callback=None, extra=None):
        super().__init__(ob, callback)
        self.extra = extra

    def __new__(cls, ob, callback=None, extra=None):
        return super().__new__(cls, ob, callback)


o = Greeter("sub")
s = Sub(o, None, extra=42)
print(type(s).__name__, s() is o, s.extra, s is weakref.ref(o), weakref.getweakrefcount(o))
print(isinstance(s, weakref.ReferenceType))
weakref.ref(Greeter("x"))().name
