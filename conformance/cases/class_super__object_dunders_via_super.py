# object's own dunders as guest classes reach them: super().__repr__() and friends


class Base:
    registry = []

    def __init_subclass__(cls, /, tag=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.tag = tag
        Base.registry.append(cls.__name__)


class Point(Base, tag="pt"):
    def __init__(self, x, y):
        super().__init__()
        self.x, self.y = x, y

    def __repr__(self):
        base = super().__repr__()
        head, _, address = base.partition(" object at ")
        return f"{head}(x={self.x}, y={self.y}) addr-ok={address.startswith('0x')}"

    def __str__(self):
        return "str:" + super().__str__().split(" addr-ok")[0]

    def __eq__(self, other):
        if isinstance(other, Point):
            return (self.x, self.y) == (other.x, other.y)
        return super().__eq__(other)

    def __hash__(self):
        return hash((self.x, self.y))

    def __format__(self, spec):
        if spec:
            return f"P<{spec}>"
        return super().__format__(spec)


class Plain:
    pass


p, q = Point(1, 2), Point(1, 2)
print(repr(p))
print(str(p))
print(f"{p:long}", format(p, "") == str(p))
print(p == q, p != q, p == 3, p.__eq__(3), p.__ne__(3), object.__eq__(p, p))
print(hash(p) == hash(q), len({p, q}), Base.registry, Point.tag)
plain = Plain()
text = object.__repr__(plain)
print(text.startswith("<__main__.Plain object at 0x"), text == repr(plain) == str(plain))
print(object.__str__(p) == repr(p), object.__hash__(plain) == hash(plain))
print(object.__eq__(plain, plain), object.__eq__(plain, Plain()), object.__ne__(plain, plain))
print(object.__lt__(plain, plain), object.__init_subclass__())
print(super(Point, p).__repr__().startswith("<__main__.Point object at 0x"))
print(repr(object()).startswith("<object object at 0x"))
try:
    class Bad(Base, colour="red"):
        pass
except TypeError as exc:
    print("TypeError:", exc)
try:
    format(plain, "x")
except TypeError as exc:
    print("TypeError:", exc)
