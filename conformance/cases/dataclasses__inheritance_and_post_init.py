from dataclasses import dataclass, field, fields
@dataclass
class Base:
    x: int
    y: int = 0
    def total(self):
        return self.x + self.y
@dataclass
class Child(Base):
    z: int = 5
    x: int = 10
c = Child()
print(c, c.total(), [f.name for f in fields(Child)], Child.__doc__, Child.__match_args__)
class Mixin:
    def hello(self):
        return 'hi ' + repr(self)
@dataclass
class Mixed(Mixin, Base):
    w: str = 'w'
print(Mixed(1).hello(), Mixed.__mro__[1].__name__)
@dataclass
class WithPost:
    a: int
    b: int = field(init=False)
    def __post_init__(self):
        self.b = self.a * 2
print(WithPost(3))
@dataclass
class SubPost(WithPost):
    c: int = 1
    def __post_init__(self):
        super().__post_init__()
        self.c += self.b
print(SubPost(2, 10))
@dataclass
class Custom:
    a: int
    def __init__(self, a, extra):
        self.a = a + extra
    def __repr__(self):
        return f'Custom<{self.a}>'
print(Custom(1, 2), Custom(1, 2) == Custom(2, 1))
