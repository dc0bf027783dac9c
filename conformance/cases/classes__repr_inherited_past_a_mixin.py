class Base:
    def __repr__(self):
        return "Base()"
class Mixin:
    pass
class R(Mixin, Base):
    pass
print(repr(R()), str(R()), f"{R()!r}", [R()])
print('__repr__' in vars(R), '__repr__' in vars(Mixin), R.__repr__ is Base.__repr__)
Mixin.__repr__ = lambda self: "Mixin()"
print(repr(R()))
del Mixin.__repr__
print(repr(R()))
Base.__repr__ = lambda self: "Base2()"
print(repr(R()))
del Base.__repr__
print(repr(R()).split(' at ')[0])
class M: pass
class S(M): pass
M.__repr__ = lambda self: "M"
print(repr(S()))
try:
    del R.__repr__
except AttributeError as e:
    print(e)
class T(R):
    def __repr__(self):
        return "T"
print(repr(T()))
