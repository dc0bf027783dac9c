from dataclasses import dataclass, field, fields
@dataclass(slots=True)
class P:
    x: int
    y: int = 2
p = P(1)
print(p, P.__slots__, hasattr(p, '__dict__'))
try:
    p.z = 3
except AttributeError as e:
    print('AttributeError:', e)
@dataclass(frozen=True, slots=True)
class F:
    a: int
    b: tuple = ()
f = F(1, (2,))
print(f, f.__getstate__(), vars(F)['__getstate__'].__name__, hash(f) == hash(F(1, (2,))))
g = F.__new__(F)
g.__setstate__([7, (8,)])
print(g)
@dataclass(slots=True)
class Child(P):
    z: int = 0
print(Child(1, 2, 3), Child.__slots__)
try:
    @dataclass(slots=True)
    class Already:
        __slots__ = ('x',)
        x: int
except TypeError as e:
    print('TypeError:', e)
try:
    @dataclass(weakref_slot=True)
    class W:
        x: int
except TypeError as e:
    print('TypeError:', e)
import copy
print(copy.copy(f), copy.deepcopy(p))
