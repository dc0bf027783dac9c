class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f'{account.owner} cannot withdraw {amount}: balance {account.balance}')
        self.account = account
class Account:
    _next_id = 1
    def __init__(self, owner, balance=0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self._balance = balance
        self.history = []
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError('deposit must be positive')
        self._balance += amount
        self.history.append(('dep', amount))
    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(self, amount)
        self._balance -= amount
        self.history.append(('wd', amount))
    def __repr__(self):
        return f'Account#{self.id}({self.owner!r}, {self._balance})'
class SavingsAccount(Account):
    def __init__(self, owner, balance=0, rate=0.02):
        super().__init__(owner, balance)
        self.rate = rate
    def add_interest(self):
        interest = round(self.balance * self.rate, 2)
        self.deposit(interest)
        return interest
    def withdraw(self, amount):
        if len([h for h in self.history if h[0] == 'wd']) >= 2:
            raise PermissionError(f'{self.owner}: withdrawal limit reached')
        super().withdraw(amount)
def transfer(src, dst, amount):
    src.withdraw(amount)
    dst.deposit(amount)
a = Account('ann', 100)
s = SavingsAccount('sam', 1000, rate=0.05)
print(a, s)
for src, dst, amt in [(a, s, 30), (s, a, 200), (s, a, 10), (s, a, 5), (a, s, 500)]:
    try:
        transfer(src, dst, amt)
        print('ok', src.owner, '->', dst.owner, amt)
    except (InsufficientFunds, PermissionError) as e:
        print(type(e).__name__, '-', e)
print('interest', s.add_interest())
print(a, s)
print(a.history)
print(s.history)
