class Meters:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        if isinstance(other, Meters):
            return self.v == other.v
        if isinstance(other, (int, float)):
            return self.v == other
        return NotImplemented
    def __lt__(self, other):
        if isinstance(other, Meters):
            return self.v < other.v
        if isinstance(other, (int, float)):
            return self.v < other
        return NotImplemented
    def __repr__(self):
        return f"{self.v}m"

a, b = Meters(3), Meters(5)
print(a < b, b > a, a == 3, 3 == a, 5 > a, a != b)
print(sorted([b, a, Meters(1)]), max(a, b), min([b, a]))
try:
    a <= b
except TypeError as e:
    print(e)
try:
    a < "x"
except TypeError as e:
    print(e)
print(a == "x", a != "x")
class AlwaysEqual:
    def __eq__(self, other):
        return True
print(AlwaysEqual() == 1, 1 == AlwaysEqual(), [AlwaysEqual()].count(5), AlwaysEqual() in [9])
