# Calling a metaclass directly builds a class, like type(name, bases, ns).
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["made_by"] = mcs.__name__
        return super().__new__(mcs, name, bases, ns)

    def greet(cls):
        return "hello from " + cls.__name__


Point = Meta("Point", (), {"x": 0, "y": 0})
Point3 = Meta("Point3", (Point,), {"z": 0})
print(Point.made_by, Point3.x, Point3.z, Point3.greet(), type(Point3).__name__)
print(Point3.__mro__, Point3.__name__, Point3.__qualname__)
print(isinstance(Point3(), Point), Meta.__name__, Meta.__bases__)
Meta("Bad", "not a tuple", {})
