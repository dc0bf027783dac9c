class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f'P({self.x},{self.y})'
d = {Point(1, 2): 'a'}
d[Point(1, 2)] = 'b'
print(len(d), d[Point(1, 2)])
s = {Point(0, 0), Point(0, 0), Point(1, 1)}
print(len(s), sorted(s, key=lambda p: (p.x, p.y)))
print(Point(1, 1) in s, Point(2, 2) in s)
