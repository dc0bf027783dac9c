class P:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
p = P(1)
print(p.x, hasattr(p, "y"), hasattr(p, "__dict__"), P.__slots__)
try:
    p.y
except AttributeError as e:
    print(e)
try:
    p.z = 3
except AttributeError as e:
    print(e)
class Q(P):
    pass
q = Q(2)
q.z = 5
print(q.z, q.__dict__)
del p.x
p.x
