# super() in a metaclass hierarchy: each metaclass's __new__/__init__/__call__ runs in order.
class Loud(type):
    def __new__(mcs, name, bases, ns):
        print("Loud.__new__", mcs.__name__, name)
        return super().__new__(mcs, name, bases, ns)

    def __init__(cls, name, bases, ns):
        print("Loud.__init__", name)
        super().__init__(name, bases, ns)

    def __call__(cls, *args):
        print("Loud.__call__", cls.__name__, args)
        return super().__call__(*args)


class Louder(Loud):
    def __new__(mcs, name, bases, ns):
        print("Louder.__new__", name)
        return super().__new__(mcs, name, bases, ns)

    def __call__(cls, *args):
        print("Louder.__call__")
        return super().__call__(*args)


class Thing(metaclass=Louder):
    def __init__(self, v=0):
        self.v = v


print(Thing(5).v)
