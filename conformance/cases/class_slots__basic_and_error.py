class P:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y)
p.x = 10
print(p.x)
try:
    p.z = 3
except AttributeError as e:
    print(type(e).__name__, e)
print(hasattr(p, '__dict__'))
print(P.__slots__)
