class Multiplier:
    def __init__(self, k):
        self.k = k
        self.calls = 0
    def __call__(self, x, *, offset=0):
        self.calls += 1
        return x * self.k + offset
triple = Multiplier(3)
print(triple(4), triple(2, offset=1), list(map(triple, [1, 2])), triple.calls, callable(triple), callable(3))
print(sorted([3, 1, 2], key=Multiplier(-1)))
try:
    triple()
except TypeError as e:
    print(e)
try:
    triple(1, 2)
except TypeError as e:
    print(e)
Multiplier(2)(1, offset=1, extra=2)
