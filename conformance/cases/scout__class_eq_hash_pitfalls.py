class Money:
    def __init__(self, amount, cur="USD"):
        self.amount, self.cur = amount, cur
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return (self.amount, self.cur) == (other.amount, other.cur)
    def __repr__(self):
        return f"Money({self.amount}, {self.cur!r})"

print(Money(1) == Money(1), Money(1) != Money(2), Money(1) == 1, Money.__hash__)
try:
    {Money(1)}
except TypeError as e:
    print("TypeError:", e)
class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return isinstance(o, Key) and self.k.lower() == o.k.lower()
    def __hash__(self):
        return hash(self.k.lower())
    def __repr__(self):
        return f"Key({self.k})"
d = {Key("A"): 1}
d[Key("a")] = 2
print(d, Key("X") in {Key("x")}, len({Key("q"), Key("Q"), Key("r")}))
class Cmp:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __repr__(self):
        return f"C{self.v}"
print(sorted([Cmp(3), Cmp(1), Cmp(2)]), max([Cmp(1), Cmp(5)]), min(Cmp(4), Cmp(2)), Cmp(1) > Cmp(0))
try:
    Cmp(1) <= Cmp(2)
except TypeError as e:
    print("TypeError:", e)
class Always:
    def __eq__(self, o):
        return True
print(Always() == 3, 3 == Always(), [Always()].count(5), Always() in [1], [1, 2].index(Always()))
print(Money(1) < Money(2))
