class Money:
    def __init__(self, c): self.c = c
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.c + o.c)
        if isinstance(o, int):
            return Money(self.c + o)
        return NotImplemented
    def __radd__(self, o):
        print('radd with', o)
        return self.__add__(o)
    def __repr__(self): return f'Money({self.c})'
print(Money(1) + Money(2), Money(1) + 5, 5 + Money(1))
print(sum([Money(1), Money(2), Money(3)]))
try:
    Money(1) + 'x'
except TypeError as e:
    print(type(e).__name__, e)
