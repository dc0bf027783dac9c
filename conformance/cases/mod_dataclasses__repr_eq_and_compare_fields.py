from dataclasses import dataclass, field

@dataclass
class User:
    id: int
    name: str
    password: str = field(repr=False, compare=False, default="")
    sessions: list = field(default_factory=list, compare=False, repr=False)

u1 = User(1, "ada", "secret")
u2 = User(1, "ada", "other")
print(u1, u1 == u2, u1 is u2)
print(repr(User(2, "bob")), User(1, "x") == User(1, "y"))

@dataclass(repr=False)
class Custom:
    x: int
    def __repr__(self):
        return f"<Custom {self.x}>"

@dataclass(init=False)
class Manual:
    a: int
    b: int = 2
    def __init__(self, total):
        self.a = total - self.b

print(Custom(3), Manual(10), Manual(10) == Manual(10))
@dataclass
class Inventory:
    items: dict = field(default_factory=dict)
    def add(self, name, n=1):
        self.items[name] = self.items.get(name, 0) + n
        return self
i1, i2 = Inventory(), Inventory()
i1.add("x").add("x").add("y")
print(i1, i2, i1 != i2)
print(User.__eq__(u1, 5))
