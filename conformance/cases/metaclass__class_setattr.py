# A metaclass __setattr__ guarding class attributes (frozen classes), and __delattr__.
class Frozen(type):
    def __setattr__(cls, name, value):
        if getattr(cls, "_frozen", False):
            raise AttributeError(f"cannot set {name!r} on frozen class {cls.__name__}")
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        raise AttributeError(f"cannot delete {name!r}")


class Constants(metaclass=Frozen):
    PI = 3.14


Constants.E = 2.71
Constants._frozen = True
print(Constants.PI, Constants.E)
try:
    Constants.PI = 3
except AttributeError as e:
    print(e)
try:
    del Constants.E
except AttributeError as e:
    print(e)
c = Constants()
c.PI = 1  # instances are not affected
print(c.PI, Constants.PI)
setattr(Constants, "TAU", 6.28)
