class Base:
    def __init_subclass__(cls, *, required, **kw):
        super().__init_subclass__(**kw)
        cls.required = required
class A(Base, required=1):
    pass
print(A.required)
try:
    class B(Base):
        pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    class C(Base, required=2, extra=3):
        pass
except TypeError as e:
    print(type(e).__name__, e)
