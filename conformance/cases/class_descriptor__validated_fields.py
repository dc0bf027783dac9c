class Typed:
    def __init__(self, kind, minimum=None):
        self.kind = kind
        self.minimum = minimum

    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, None)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name} must be >= {self.minimum}")
        setattr(obj, self.private, value)

class Product:
    name = Typed(str)
    price = Typed(float, minimum=0.0)
    qty = Typed(int, minimum=0)

    def __init__(self, name, price, qty):
        self.name, self.price, self.qty = name, price, qty

    def total(self):
        return self.price * self.qty

p = Product("pen", 1.5, 4)
print(p.name, p.total(), vars(p))
for args in [("x", "1", 1), ("x", -1.0, 1), (3, 1.0, 1), ("ok", 2.0, 0)]:
    try:
        print(Product(*args).total())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(type(Product.price).__name__, Product.price.name, Product.qty.private)
