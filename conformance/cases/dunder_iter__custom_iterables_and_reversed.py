class Range2D:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
    def __iter__(self):
        for r in range(self.rows):
            for c in range(self.cols):
                yield r, c
    def __len__(self):
        return self.rows * self.cols
    def __reversed__(self):
        for r in reversed(range(self.rows)):
            for c in reversed(range(self.cols)):
                yield r, c
    def __contains__(self, rc):
        r, c = rc
        return 0 <= r < self.rows and 0 <= c < self.cols

g = Range2D(2, 3)
print(list(g), len(g), list(reversed(g))[:2], (1, 2) in g, (2, 0) in g)
print(sum(r * c for r, c in g), dict.fromkeys(g, 0) == {rc: 0 for rc in g})
class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * i
print(list(Seq()), 9 in Seq(), list(reversed([*Seq()])), list(enumerate(Seq())))
class Once:
    def __init__(self, data):
        self.it = iter(data)
    def __iter__(self):
        return self
    def __next__(self):
        return next(self.it)
o = Once([1, 2, 3])
print(list(o), list(o), iter(o) is o)
try:
    reversed(Once([1]))
except TypeError as e:
    print(e)
