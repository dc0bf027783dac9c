from collections import namedtuple
Point = namedtuple('Point', ['x', 'y'])
p = Point(3, 4)
print(p, p.x, p[1], p._asdict())
print(p._replace(x=10), Point._fields, Point._make([5, 6]))
x, y = p
print(x + y, p == (3, 4), isinstance(p, tuple))
Emp = namedtuple('Emp', 'name dept salary', defaults=[0])
print(Emp('ann', 'eng'), Emp('bob', 'ops', 10))
try:
    p.x = 5
except AttributeError as e:
    print(type(e).__name__, e)
