from functools import cached_property
class Data:
    def __init__(self, xs):
        self.xs = xs
    @cached_property
    def total(self):
        print('computing total')
        return sum(self.xs)
d = Data([1, 2, 3])
print(d.total, d.total)
d.xs.append(4)
print(d.total)
del d.total
print(d.total)
