class Validated:
    def __init__(self, *, minimum=None, kind=None):
        self.minimum = minimum
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)
    def __set__(self, obj, value):
        if self.kind is not None and not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name} must be >= {self.minimum}")
        setattr(obj, self.private, value)

class Account:
    balance = Validated(minimum=0, kind=(int))
    owner = Validated(kind=str)
    _count = 0
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        type(self)._count += 1
        self._history = []
    @property
    def history(self):
        return tuple(self._history)
    @property
    def rich(self):
        return self.balance > 1000
    @rich.setter
    def rich(self, value):
        raise AttributeError("rich is derived")
    def deposit(self, amount):
        self.balance += amount
        self._history.append(("dep", amount))
        return self
    @classmethod
    def count(cls):
        return cls._count
    @staticmethod
    def fee(amount):
        return round(amount * 0.015, 2)
    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance})"

a = Account("ann", 100).deposit(50).deposit(2000)
print(a, a.history, a.rich, Account.count(), Account.fee(1000), a.fee(10))
for bad in [lambda: setattr(a, "balance", -5), lambda: setattr(a, "owner", 3), lambda: setattr(a, "rich", True), lambda: setattr(a, "history", [])]:
    try:
        bad()
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)
print(type(Account.balance).__name__, Account.balance.name, vars(a).keys())
b = Account("bob")
print(Account.count(), b.balance, sorted(k for k in vars(Account) if not k.startswith("__")))
class Temp:
    def __init__(self): self._c = 0
    celsius = property(lambda self: self._c, lambda self, v: setattr(self, "_c", v), None, "degrees C")
    @property
    def fahrenheit(self): return self._c * 9 / 5 + 32
    @fahrenheit.deleter
    def fahrenheit(self): print("deleting"); self._c = 0
t = Temp(); t.celsius = 100
print(t.fahrenheit, Temp.celsius.__doc__); del t.fahrenheit; print(t.celsius)
print(Account.deposit.__qualname__, Account.count.__func__.__name__, a.deposit.__self__ is a)
del t.celsius
