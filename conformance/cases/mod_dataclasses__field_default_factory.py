from dataclasses import dataclass, field
@dataclass
class Inventory:
    owner: str
    items: list = field(default_factory=list)
    tags: dict = field(default_factory=dict)
    secret: str = field(default='x', repr=False)
    count: int = field(default=0, compare=False)
a = Inventory('ann')
b = Inventory('bob')
a.items.append('sword')
print(a, b)
print(a.items is b.items, Inventory('c', count=5) == Inventory('c'))
try:
    @dataclass
    class Bad:
        xs: list = []
except ValueError as e:
    print(type(e).__name__, e)
