# __init_subclass__ and __set_name__ run inside type.__new__, between the metaclass's steps.
class Field:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = name


class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print("meta new start", name)
        cls = super().__new__(mcs, name, bases, ns, **kw)
        print("meta new end", name)
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print("meta init", name)
        super().__init__(name, bases, ns, **kw)


class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)
        super().__init_subclass__()


class Child(Base, tag="x"):
    f = Field()


print(Child.f.name)
