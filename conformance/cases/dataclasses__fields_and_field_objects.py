from dataclasses import dataclass, field, fields, Field, MISSING, InitVar
from typing import ClassVar
@dataclass
class P:
    a: int
    b: str = 'x'
    c: list = field(default_factory=list, metadata={'unit': 'm'})
    d: ClassVar[int] = 5
    e: InitVar[int] = 0
    f: float = field(default=1.5, init=False, repr=False)
    def __post_init__(self, e):
        self.f = float(e)
fs = fields(P)
print([f.name for f in fs], [f.type for f in fs])
print([(f.default is MISSING, f.default_factory is MISSING, f.init, f.repr, f.compare, f.hash, f.kw_only) for f in fs])
print(fs[2].metadata['unit'], dict(fs[0].metadata), type(fs[0]) is Field, isinstance(fs[0], Field))
print(list(P.__dataclass_fields__), P.__dataclass_params__)
print(P(1, e=4), P(1).f, P.d, P.b, 'c' in vars(P), P.__match_args__)
print(fields(P(1)) == fs)
try:
    fields(3)
except TypeError as e:
    print('TypeError:', e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError:', e)
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as e:
    print('ValueError:', e)
try:
    @dataclass
    class Bad2:
        x = field()
except TypeError as e:
    print('TypeError:', e)
try:
    @dataclass
    class Bad3:
        x: ClassVar[int] = field(default_factory=list)
except TypeError as e:
    print('TypeError:', e)
try:
    @dataclass
    class Bad4:
        x: int = 0
        y: int
except TypeError as e:
    print('TypeError:', e)
print(repr(InitVar[int]), repr(InitVar[list[int]]))
