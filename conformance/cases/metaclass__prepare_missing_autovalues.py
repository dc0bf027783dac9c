# __prepare__ returning a dict with __missing__: bare names in the class body get auto values
# (the class body asks the mapping's __getitem__ for every name it reads).
class AutoDict(dict):
    def __init__(self):
        super().__init__()
        self.next_value = 1

    def __missing__(self, key):
        if key.startswith("__") or key in ("print", "len"):
            raise KeyError(key)
        value = self[key] = self.next_value
        self.next_value += 1
        return value


class AutoMeta(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return AutoDict()

    def __new__(mcs, name, bases, ns):
        return super().__new__(mcs, name, bases, dict(ns))


class Color(metaclass=AutoMeta):
    RED
    GREEN
    BLUE
    print("inside body", len([RED, GREEN]))


print(Color.RED, Color.GREEN, Color.BLUE)


class Logged(dict):
    def __getitem__(self, key):
        print("lookup", key)
        return super().__getitem__(key)


class LoggedMeta(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return Logged()


x = 10


class Uses(metaclass=LoggedMeta):
    y = 1
    z = y + x


print(Uses.z)
