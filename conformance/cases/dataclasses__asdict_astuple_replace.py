from dataclasses import dataclass, field, asdict, astuple, replace, is_dataclass, InitVar
from collections import namedtuple, OrderedDict
Pt = namedtuple('Pt', 'x y')
@dataclass
class Inner:
    v: int
    tags: list = field(default_factory=list)
@dataclass
class Outer:
    name: str
    inner: Inner
    items: dict
    pts: tuple = ()
o = Outer('o', Inner(1, ['a']), {'k': Inner(2)}, (Pt(1, 2), [Inner(3)]))
d = asdict(o)
print(d)
print(astuple(o))
print(asdict(o, dict_factory=OrderedDict)['inner'], astuple(o, tuple_factory=list)[1])
d['inner']['tags'].append('b')
print(o.inner.tags)
print(replace(o, name='p').name, replace(Inner(1), tags=[9]), is_dataclass(o), is_dataclass(Outer), is_dataclass(d))
for bad in (lambda: asdict(3), lambda: astuple({}), lambda: replace(1, x=2)):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)
@dataclass
class R:
    a: int
    b: int = field(init=False, default=3)
    c: InitVar[int] = None
    d: InitVar[int] = field(default=None)
    def __post_init__(self, c, d):
        pass
try:
    replace(R(1), b=2)
except ValueError as e:
    print('ValueError:', e)
print(replace(R(1), a=5))
@dataclass
class R2:
    a: int
    c: InitVar[int]
    def __post_init__(self, c):
        self.s = c
try:
    replace(R2(1, 2))
except ValueError as e:
    print('ValueError:', e)
try:
    replace(R(1), zz=1)
except TypeError as e:
    print('TypeError:', e)
