import functools

REGISTRY = {}

def register(cls):
    REGISTRY[cls.__name__.lower()] = cls
    return cls

def trace_methods(cls):
    for name, attr in list(vars(cls).items()):
        if callable(attr) and not name.startswith("__"):
            def make(fn):
                @functools.wraps(fn)
                def wrapper(self, *args):
                    result = fn(self, *args)
                    self.trace.append(f"{fn.__name__}{args} -> {result}")
                    return result
                return wrapper
            setattr(cls, name, make(attr))
    return cls

def with_repr(*fields):
    def decorate(cls):
        def __repr__(self):
            return f"{cls.__name__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in fields) + ")"
        cls.__repr__ = __repr__
        return cls
    return decorate

@register
@trace_methods
@with_repr("total")
class Calculator:
    def __init__(self):
        self.total = 0
        self.trace = []
    def add(self, n):
        self.total += n
        return self.total
    def scale(self, k):
        self.total *= k
        return self.total

c = REGISTRY["calculator"]()
c.add(5); c.scale(3); c.add(-1)
print(c, c.trace, Calculator.add.__name__, sorted(REGISTRY))
