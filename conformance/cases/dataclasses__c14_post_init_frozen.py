from dataclasses import dataclass, field, asdict, astuple, replace, FrozenInstanceError
from typing import List
@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "USD"
    def __post_init__(self):
        if self.amount < 0:
            raise ValueError("negative money")
    def __str__(self):
        return f"{self.amount / 100:.2f} {self.currency}"
@dataclass
class Cart:
    owner: str
    items: List[Money] = field(default_factory=list)
    total: int = field(init=False, default=0)
    def add(self, m):
        self.items.append(m)
        self.total += m.amount
c = Cart("ann")
c.add(Money(1999)); c.add(Money(250, "EUR"))
print(c)
print(asdict(c))
print(astuple(Money(5)), replace(Money(5), currency="GBP"), str(Money(12345)))
print(Money(1) == Money(1), hash(Money(1)) == hash(Money(1)), Money(1) == Money(1, "EUR"))
try:
    Money(1).amount = 2
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    Money(-1)
except ValueError as e:
    print(e)
Cart()
