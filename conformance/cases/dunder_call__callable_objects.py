class Multiplier:
    def __init__(self, k):
        self.k = k
        self.calls = 0
    def __call__(self, x, *, offset=0):
        self.calls += 1
        return x * self.k + offset
m = Multiplier(3)
print(m(2), m(5, offset=1), m.calls)
print(list(map(m, [1, 2, 3])), callable(m))
print(sorted([3, 1, 2], key=Multiplier(-1)))
try:
    m()
except TypeError as e:
    print(type(e).__name__, e)
