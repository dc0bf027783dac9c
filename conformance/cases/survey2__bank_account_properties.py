from decimal import Decimal, InvalidOperation, getcontext, localcontext, ROUND_HALF_EVEN
from functools import total_ordering

class InsufficientFunds(Exception):
    pass

@total_ordering
class Money:
    __slots__ = ("amount", "currency")

    def __init__(self, amount, currency="USD"):
        try:
            self.amount = Decimal(str(amount)).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
        except InvalidOperation:
            raise ValueError(f"not a money amount: {amount!r}") from None
        self.currency = currency

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return other

    def __add__(self, other):
        o = self._check(other)
        return o if o is NotImplemented else Money(self.amount + o.amount, self.currency)

    def __sub__(self, other):
        o = self._check(other)
        return o if o is NotImplemented else Money(self.amount - o.amount, self.currency)

    def __mul__(self, k):
        return Money(self.amount * Decimal(str(k)), self.currency)
    __rmul__ = __mul__

    def __neg__(self):
        return Money(-self.amount, self.currency)

    def __eq__(self, other):
        return isinstance(other, Money) and (self.amount, self.currency) == (other.amount, other.currency)

    def __lt__(self, other):
        return self._check(other) is not NotImplemented and self.amount < other.amount

    def __hash__(self):
        return hash((self.amount, self.currency))

    def __repr__(self):
        return f"Money('{self.amount}', {self.currency!r})"

    def __format__(self, spec):
        sym = {"USD": "$", "EUR": "€"}.get(self.currency, self.currency + " ")
        return f"{sym}{self.amount:{spec or ',.2f'}}"

    def __bool__(self):
        return self.amount != 0

class Account:
    def __init__(self, owner, opening=Money(0)):
        self.owner = owner
        self._balance = opening
        self.history = []

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if value.amount < 0:
            raise InsufficientFunds(f"{self.owner}: balance would be {value:.2f}")
        self._balance = value

    def deposit(self, m):
        self.balance = self.balance + m
        self.history.append(("dep", m))

    def withdraw(self, m):
        self.balance = self.balance - m
        self.history.append(("wd", m))

acct = Account("ana", Money("100.005"))
print(acct.balance, f"{acct.balance}", f"{acct.balance:>12,.2f}")
acct.deposit(Money(2500.5))
acct.withdraw(Money("0.10") * 3)
try:
    acct.withdraw(Money(10_000))
except InsufficientFunds as e:
    print("refused:", e)
print(acct.balance, len(acct.history), [k for k, _ in acct.history])
print(Money(1) < Money(2), Money(3) >= Money(3), max(Money(5), Money("4.99")), sorted({Money(2), Money(1), Money(2)}))
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print(e)
try:
    Money("abc")
except ValueError as e:
    print(e, e.__suppress_context__)
print(bool(Money(0)), bool(-Money(1)), 3 * Money("1.10"), f"{Money(9.5, 'EUR')}")
try:
    Money(1) + 5
except TypeError as e:
    print("TypeError:", e)
with localcontext() as ctx:
    ctx.prec = 6
    print(Decimal(1) / Decimal(7), getcontext().prec)
print(Decimal(1) / Decimal(7))
print(Decimal("2.675").quantize(Decimal("0.01")), round(Decimal("2.675"), 2), Decimal("1.10").normalize(), Decimal("-0").is_signed())
