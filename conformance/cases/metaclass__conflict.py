# CPython's metaclass conflict between two unrelated metaclasses.
class MetaA(type):
    pass


class MetaB(type):
    pass


class A(metaclass=MetaA):
    pass


class B(metaclass=MetaB):
    pass


class MetaAB(MetaA, MetaB):
    pass


class AB(A, B, metaclass=MetaAB):
    pass


print(type(AB).__name__, [k.__name__ for k in type(AB).__mro__])
try:
    class Bad(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)


class Worse(A, metaclass=MetaB):
    pass
