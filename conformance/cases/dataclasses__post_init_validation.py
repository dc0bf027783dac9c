from dataclasses import dataclass, field
@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: list = field(default_factory=list, repr=False)
    def __post_init__(self):
        if self.balance < 0:
            raise ValueError(f'negative balance for {self.owner}: {self.balance}')
        self.history.append(('open', self.balance))
    def deposit(self, amount):
        self.balance += amount
        self.history.append(('deposit', amount))
        return self
a = Account('ann', 10).deposit(5)
print(a, a.history)
try:
    Account('bob', -1)
except ValueError as e:
    print('ValueError:', e)
accounts = sorted([Account('z', 3), Account('a', 9)], key=lambda x: x.balance)
print(accounts, Account('a') == Account('a'), Account('a') == Account('a', 1))
