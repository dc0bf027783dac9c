# A metaclass overriding mro(): the class's __mro__ is what it returns.
class Reversed(type):
    def mro(cls):
        default = super().mro()
        print("mro for", cls.__name__)
        return [default[0], *reversed(default[1:-1]), default[-1]]


class X:
    def who(self):
        return "X"


class Y:
    def who(self):
        return "Y"


class Z(X, Y, metaclass=Reversed):
    pass


print([k.__name__ for k in Z.__mro__], Z().who())
