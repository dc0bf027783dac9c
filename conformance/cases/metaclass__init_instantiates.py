# A metaclass __init__ making an instance at once: the class's methods may use super()
# (the __class__ cell is set as soon as type.__new__ returns, as CPython does).
class Base:
    def __init__(self):
        self.ready = True


class EagerSingleton(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            cls.instance = cls()


class Service(Base, metaclass=EagerSingleton):
    def __init__(self):
        super().__init__()
        self.kind = __class__.__name__


class Namer(type):
    def __new__(mcs, name, bases, ns):
        print(sorted(k for k in ns if k != "__classcell__"), "__classcell__" in ns)
        return super().__new__(mcs, name, bases, ns)


class Plain(metaclass=Namer):
    x = 1


class WithSuper(metaclass=Namer):
    def f(self):
        return super().__repr__()[:1]


print(Service.instance.ready, Service.instance.kind, WithSuper().f())
