from dataclasses import dataclass, field, KW_ONLY
@dataclass
class Base:
    id: int
    name: str = 'unnamed'
@dataclass
class Child(Base):
    extra: list = field(default_factory=list)
print(Child(1), Child(2, 'x', [1]))
@dataclass
class Opts:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = 3
print(Opts(1, c=9))
try:
    Opts(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
