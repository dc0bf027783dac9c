# A __prepare__ mapping that refuses a name defined twice in the class body.
class NoDuplicates(dict):
    def __setitem__(self, key, value):
        if key in self and not key.startswith("__"):
            raise ValueError(f"duplicate definition of {key!r}")
        super().__setitem__(key, value)


class Strict(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return NoDuplicates()

    def __new__(mcs, name, bases, ns):
        return super().__new__(mcs, name, bases, dict(ns))


class Fine(metaclass=Strict):
    a = 1
    b = 2


print(Fine.a, Fine.b)


class Broken(metaclass=Strict):
    def handler(self):
        return 1

    def handler(self):
        return 2
