from functools import total_ordering

@total_ordering
class Money:
    def __init__(self, cents, currency="USD"):
        self.cents = int(cents)
        self.currency = currency

    @classmethod
    def of(cls, amount, currency="USD"):
        return cls(round(amount * 100), currency)

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return other

    def __add__(self, other):
        if other == 0:
            return self
        other = self._check(other)
        if other is NotImplemented:
            return NotImplemented
        return Money(self.cents + other.cents, self.currency)

    __radd__ = __add__

    def __mul__(self, factor):
        if not isinstance(factor, (int, float)):
            return NotImplemented
        return Money(round(self.cents * factor), self.currency)

    __rmul__ = __mul__

    def __neg__(self):
        return Money(-self.cents, self.currency)

    def __eq__(self, other):
        if isinstance(other, int) and other == 0:
            return self.cents == 0
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other):
        return self.cents < self._check(other).cents

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __repr__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}{abs(self.cents) // 100}.{abs(self.cents) % 100:02d} {self.currency}"

items = [Money.of(19.99), Money.of(5), Money.of(0.35)]
print(sum(items), 3 * items[1], items[0] * 1.5, -items[2])
print(sorted(items), max(items), items[1] >= items[2])
try:
    Money.of(1) + Money.of(1, "EUR")
except ValueError as e:
    print(e)
try:
    Money.of(1) * "x"
except TypeError as e:
    print(e)
print(len({Money(100), Money.of(1.0), Money(100, "EUR")}))
