# Wrong argument counts to a metaclass, and metaclass= a callable instance of a guest class.
class M(type):
    pass
for args, kw in [((), {}), (("x",), {}), (("x", ()), {}), (("x", (), {}, 1), {}), (("x", (), {}), {"bad": 1})]:
    try:
        M(*args, **kw)
    except TypeError as e:
        print("TypeError:", e)
try:
    type.__new__(M)
except TypeError as e:
    print("TypeError:", e)
class N(type):
    def __new__(mcs, *a):
        return super().__new__(mcs, *a)
try:
    N("x")
except TypeError as e:
    print("TypeError:", e)
class Callable:
    def __call__(self, name, bases, ns):
        return f"made {name}"
class Q(metaclass=Callable()):
    pass
print(Q)
