class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"P({self.x},{self.y})"

class NoHash:
    def __eq__(self, other):
        return True

pts = {Point(1, 2), Point(1, 2), Point(2, 1)}
print(len(pts), Point(1, 2) in pts, {Point(0, 0): "origin"}[Point(0, 0)])
print(Point(1, 2) == (1, 2), Point(1, 2) != Point(1, 3), NoHash.__hash__)
try:
    {NoHash()}
except TypeError as e:
    print(e)
class Child(Point):
    pass
print(hash(Child(1, 2)) == hash(Point(1, 2)), Child(1, 2) == Point(1, 2))
class Loose:
    pass
a, b = Loose(), Loose()
print(a == a, a == b, len({a, b, a}))
print(hash(1) == hash(1.0) == hash(True), {1: "int", 1.0: "float", True: "bool"})
print(hash((1, 2)) == hash((1, 2)), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
try:
    hash([1])
except TypeError as e:
    print(e)
