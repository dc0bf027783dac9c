from collections import namedtuple, ChainMap

Point = namedtuple("Point", "x y")
Point3 = namedtuple("Point3", ["x", "y", "z"], defaults=[0])
p = Point(3, 4)
print(p, p._asdict(), p._replace(y=10), Point._make([7, 8]))
print(Point3(1, 2), Point3._field_defaults, Point3._fields)
x, y = p
print(x + y, p[0], p.x == p[0])
Row = namedtuple("Row", "id class def", rename=True)
print(Row._fields)
try:
    Point(1)
except TypeError as e:
    print(e)
defaults = {"color": "red", "size": "M"}
user = {"size": "L"}
cm = ChainMap(user, defaults)
print(cm["color"], cm["size"], len(cm), sorted(cm))
child = cm.new_child({"color": "blue"})
print(child["color"], child.parents["color"], child.maps[0])
cm["extra"] = 1
print(user)
