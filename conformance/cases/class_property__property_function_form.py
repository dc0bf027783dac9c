class P:
    def __init__(self):
        self._x = 0
    def get_x(self):
        return self._x
    def set_x(self, v):
        self._x = v * 2
    x = property(get_x, set_x, doc='the x')
p = P()
p.x = 5
print(p.x, P.x.__doc__)
ro = property(lambda self: 42)
class Q:
    answer = ro
print(Q().answer)
print(P.x.fset is P.set_x, P.x.fdel)
