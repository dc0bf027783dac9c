class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.public} must be positive, got {value}")
        setattr(obj, self.name, value)

class Registry(type):
    classes = []
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        mcls.classes.append(name)
        return cls
    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        inst.created_by_meta = True
        return inst

class Order(metaclass=Registry):
    qty = Positive()
    price = Positive()
    def __init__(self, qty, price):
        self.qty = qty
        self.price = price

class Special(Order):
    pass

o = Special(2, 3.5)
print(o.qty * o.price, o.created_by_meta, Registry.classes, type(Order).__name__, isinstance(Order.qty, Positive))
class Lazy:
    def __getattr__(self, name):
        if name.startswith("x"):
            return name * 2
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
print(Lazy().xy)
class Cls:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"
print(Cls[int])
class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Single() is Single())
try:
    Order(0, 1)
except ValueError as e:
    print(e)
Lazy().y
