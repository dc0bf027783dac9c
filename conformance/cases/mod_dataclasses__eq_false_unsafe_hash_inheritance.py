from dataclasses import dataclass, field, is_dataclass

@dataclass(eq=False)
class Handle:
    name: str

@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str = "x"

@dataclass
class Base:
    id: int
    created: str = "today"

@dataclass
class Derived(Base):
    extra: list = field(default_factory=list)
    id: int = 0

h1, h2 = Handle("x"), Handle("x")
print(h1 == h2, h1 == h1)
print(len({Key(1), Key(1), Key(2, "y")}))
print(Derived(), Derived(5, "yesterday", [1]))
print(is_dataclass(Derived), is_dataclass(Derived()), is_dataclass(int))
@dataclass
class Plain:
    x: int
print(Plain.__hash__ is None)
try:
    hash(Plain(1))
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print(str(e).split(" for field")[0])
