class Point:
    def __init__(self, x, y=0):
        self.x = x
        self.y = y
p = Point(1)
print(p.x, p.y)
try:
    Point()
except TypeError as e:
    print(e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(e)
class Empty:
    pass
try:
    Empty(1)
except TypeError as e:
    print(e)
