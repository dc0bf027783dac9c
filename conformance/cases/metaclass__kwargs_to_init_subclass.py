# A metaclass passing class keywords on to __init_subclass__ through super().__new__.
class Passing(type):
    def __new__(mcs, name, bases, ns, **kwargs):
        print("meta sees", sorted(kwargs))
        return super().__new__(mcs, name, bases, ns, **kwargs)

    def __init__(cls, name, bases, ns, **kwargs):
        super().__init__(name, bases, ns, **kwargs)


class Base(metaclass=Passing):
    def __init_subclass__(cls, prefix="", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.prefix = prefix


class Child(Base, prefix="c_"):
    pass


print(Child.prefix, hasattr(Base, "prefix"))


class Wrong(Base, unknown=1):
    pass
