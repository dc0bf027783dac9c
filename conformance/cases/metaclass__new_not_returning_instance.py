# A metaclass __new__ returning an existing class: __init__ is skipped, as for any __new__.
class Interning(type):
    seen = {}

    def __new__(mcs, name, bases, ns):
        if name in mcs.seen:
            print("reusing", name)
            return mcs.seen[name]
        cls = super().__new__(mcs, name, bases, ns)
        mcs.seen[name] = cls
        return cls

    def __init__(cls, name, bases, ns):
        print("init", name)
        super().__init__(name, bases, ns)


class Shared(metaclass=Interning):
    v = 1


first = Shared


class Shared(metaclass=Interning):
    v = 2


print(Shared is first, Shared.v)
