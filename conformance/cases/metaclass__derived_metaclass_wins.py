# The most derived metaclass of the bases wins, whatever metaclass= names.
class Base(type):
    def describe(cls):
        return f"{cls.__name__} by {type(cls).__name__}"


class Derived(Base):
    pass


class A(metaclass=Derived):
    pass


class B(A, metaclass=Base):
    pass


class C(metaclass=type):
    pass


class D(C, A):
    pass


print(B.describe(), D.describe(), type(C).__name__)
print(isinstance(B, Base), isinstance(B, Derived), isinstance(C, Base))
