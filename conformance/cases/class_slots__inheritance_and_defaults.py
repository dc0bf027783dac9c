class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

class Vec3(Vec):
    __slots__ = ("z",)

    def __init__(self, x=0, y=0, z=0):
        super().__init__(x, y)
        self.z = z

    def __repr__(self):
        return f"Vec3({self.x}, {self.y}, {self.z})"

class Loose(Vec):
    pass

v = Vec3(1, 2, 3)
print(v, Vec3.__slots__, hasattr(v, "__dict__"))
try:
    v.w = 4
except AttributeError as e:
    print("AttributeError")
l = Loose(5, 6)
l.extra = "ok"
print(l, l.extra, l.__dict__)
empty = Vec.__new__(Vec)
try:
    empty.x
except AttributeError as e:
    print("unset slot:", "x" in str(e))
del v.z
print(hasattr(v, "z"))
print(sorted(n for n in dir(Vec3) if not n.startswith("__")))
