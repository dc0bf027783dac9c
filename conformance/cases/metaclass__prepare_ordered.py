# __prepare__ returning an OrderedDict; the metaclass records the definition order.
from collections import OrderedDict


class OrderedMeta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kwargs):
        print("prepare", name, bases, kwargs)
        return OrderedDict()

    def __new__(mcs, name, bases, ns, **kwargs):
        print(type(ns).__name__)
        cls = super().__new__(mcs, name, bases, dict(ns))
        cls._order = [k for k in ns if not k.startswith("__")]
        return cls


class Form(metaclass=OrderedMeta):
    zeta = 1
    alpha = 2

    def middle(self):
        pass

    beta = 3


print(Form._order)
