class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available

class Account:
    interest_rate = 0.02
    _next_id = 1

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.transactions = []

    @property
    def balance(self):
        return round(self._balance, 2)

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.transactions.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.transactions.append(("withdraw", amount))
        return self

    def apply_interest(self):
        self._balance *= 1 + self.interest_rate
        return self

    def __repr__(self):
        return f"Account#{self.id}({self.owner}, {self.balance})"

class Savings(Account):
    interest_rate = 0.05

a = Account("ada", 100).deposit(50).withdraw(30).apply_interest()
s = Savings("bob").deposit(1000).apply_interest()
print(a, s, a.transactions)
for action in [lambda: a.withdraw(1000), lambda: a.deposit(-5)]:
    try:
        action()
    except InsufficientFunds as e:
        print("InsufficientFunds:", e, e.needed)
    except ValueError as e:
        print("ValueError:", e)
try:
    a.balance = 5
except AttributeError:
    print("balance is read-only")
print(Account._next_id, Savings.interest_rate, a.interest_rate)
Savings("cy").withdraw(1)
