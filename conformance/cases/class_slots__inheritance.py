class Base:
    __slots__ = ('a',)
class WithSlots(Base):
    __slots__ = ('b',)
class NoSlots(Base):
    pass
w = WithSlots()
w.a, w.b = 1, 2
print(w.a, w.b)
try:
    w.c = 3
except AttributeError as e:
    print(type(e).__name__, e)
n = NoSlots()
n.a = 1
n.c = 3
print(n.a, n.c, n.__dict__)
