class Multiplier:
    def __init__(self, factor):
        self.factor = factor
        self.calls = 0
    def __call__(self, x):
        self.calls += 1
        return x * self.factor

triple = Multiplier(3)
print(triple(4), list(map(triple, [1, 2])), triple.calls, callable(triple))

class Memoize:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
    def __call__(self, *args):
        if args not in self.cache:
            self.cache[args] = self.fn(*args)
        return self.cache[args]

@Memoize
def slow_square(n):
    print("computing", n)
    return n * n

print(slow_square(4), slow_square(4), len(slow_square.cache))

class Pipeline:
    def __init__(self, *steps):
        self.steps = steps
    def __call__(self, value):
        for step in self.steps:
            value = step(value)
        return value
    def __or__(self, other):
        return Pipeline(*self.steps, other)

p = Pipeline(str.strip) | str.upper | (lambda s: s + "!")
print(p("  hi  "), len(p.steps))
try:
    Multiplier(2)()
except TypeError as e:
    print(e)
