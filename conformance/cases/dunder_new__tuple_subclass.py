class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
    @property
    def first(self):
        return self[0]
    def __repr__(self):
        return f'Pair{tuple.__repr__(self)}'
p = Pair(1, 2)
print(p, p.first, len(p), p + (3,))
a, b = p
print(a, b, isinstance(p, tuple))
