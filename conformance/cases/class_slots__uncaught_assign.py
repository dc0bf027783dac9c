class Vec:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x, self.y = x, y
v = Vec(1, 2)
print(v.x + v.y)
v.z = 3
