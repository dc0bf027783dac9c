from dataclasses import dataclass, field, InitVar, fields, asdict

@dataclass
class Account:
    owner: str
    opening: InitVar[float]
    balance: float = field(init=False)
    history: list = field(default_factory=list, repr=False)
    fee_rate: float = 0.01

    def __post_init__(self, opening):
        if opening < 0:
            raise ValueError("opening balance must be non-negative")
        self.balance = opening
        self.history.append(("open", opening))

    def withdraw(self, amount):
        fee = round(amount * self.fee_rate, 2)
        self.balance = round(self.balance - amount - fee, 2)
        self.history.append(("withdraw", amount, fee))

a = Account("ada", 100.0)
a.withdraw(30)
print(a)
print(a.history)
print([f.name for f in fields(a)])
print(asdict(a))
try:
    Account("bob", -5)
except ValueError as e:
    print("ValueError:", e)
try:
    Account("x", 1, balance=3)
except TypeError as e:
    print("TypeError:", e)
