# metaclass=type is CPython's type: a no-op, and the bases' own metaclass still wins.
import abc


class A(metaclass=type):
    x = 1


class B(abc.ABC, metaclass=type):
    @abc.abstractmethod
    def f(self): ...


class C(B):
    def f(self):
        return "f"


print(A.x, isinstance(A, type), isinstance(B, abc.ABCMeta), C().f())
try:
    B()
except TypeError as e:
    print("TypeError", e)
