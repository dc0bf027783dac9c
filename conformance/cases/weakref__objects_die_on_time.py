# Objects die when CPython's would: the sandbox's frames, tracebacks and comprehensions keep
# no extra reference once the program drops its own.
import weakref
class A:
    pass
def f():
    o = A()
    r = weakref.ref(o)
    del o
    return r()
print(1, f())
x = A(); r = weakref.ref(x)
try:
    int(x)
except TypeError:
    pass
del x
print(2, r())
def g(o):
    raise ValueError("v")
def h(o):
    try:
        g(o)
    except ValueError as e:
        pass
x = A(); r = weakref.ref(x)
h(x)
del x
print(3, r())
x = A(); r = weakref.ref(x)
try:
    try:
        g(x)
    except ValueError as e:
        raise KeyError("k") from e
except KeyError:
    pass
del x
print(4, r())
x = A(); r = weakref.ref(x)
ys = [y for y in [x]]
del x, ys
print(5, r())
x = A(); r = weakref.ref(x)
def gen(o):
    yield o
for v in gen(x):
    pass
del x, v
print(6, r())
x = A(); r = weakref.ref(x)
class C:
    def __init__(self, o):
        self.o = o
c = C(x); del x; print(7, r() is not None); del c; print(7, r())
x = A(); r = weakref.ref(x)
d = {"k": x}; d.pop("k"); del x
print(8, r())
x = A(); r = weakref.ref(x)
lam = lambda: x
del x, lam
print(9, r() is not None)
x = A(); r = weakref.ref(x)
try:
    x.missing
except AttributeError:
    pass
del x
print(10, r())
x = A(); r = weakref.ref(x)
try:
    raise ValueError(x)
except ValueError:
    pass
del x
print(11, r())
x = A(); r = weakref.ref(x)
try:
    g(x)
except ValueError:
    pass
del x
print(12, r())
