# type(C), C.__class__ and the metaclass's own class, as CPython shows them.
class M(type):
    pass


class C(metaclass=M):
    pass


print(type(C), C.__class__, type(M), type(type(C)), M.__class__)
print(type(C) is M, type(M) is type, isinstance(C, M), isinstance(C, type), isinstance(M, type))
print(issubclass(M, type), M.__mro__, M.__bases__, M.__base__ is type)
print(C().__class__.__class__ is M, type(C()) is C)
Dyn = type("Dyn", (M,), {"flag": True})
print(Dyn.flag, issubclass(Dyn, M), Dyn.__mro__)
