class InsufficientFunds(Exception):
    pass

class Account:
    _next_id = 1
    interest = 0.01
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("dep", amount))
        return self
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(f"{self.owner} has {self._balance}, needs {amount}")
        self._balance -= amount
        self.history.append(("wd", amount))
        return self
    def __str__(self):
        return f"#{self.id} {self.owner}: {self._balance:.2f}"
    def __repr__(self):
        return f"{self.__class__.__name__}({self.owner!r}, {self._balance})"
    def __bool__(self):
        return self._balance > 0
    def __add__(self, other):
        return Account(f"{self.owner}&{other.owner}", self._balance + other._balance)

class Savings(Account):
    interest = 0.05
    def add_interest(self):
        return self.deposit(round(self._balance * self.interest, 2))

a = Account("ann", 100).deposit(50).withdraw(30)
s = Savings("sam", 1000).add_interest()
print(a, repr(s), a.history, bool(Account("z")), s.interest, Account.interest)
print(a + s, [str(x) for x in sorted([a, s], key=lambda x: x.balance, reverse=True)])
try:
    a.deposit(-5)
except ValueError as e:
    print("error:", e)
print(getattr(a, "missing", "default"), hasattr(a, "deposit"), vars(a).keys())
a.withdraw(1000)
