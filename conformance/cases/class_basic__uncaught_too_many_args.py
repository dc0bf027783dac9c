class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def move(self, dx, dy):
        return Point(self.x + dx, self.y + dy)
p = Point(1, 2).move(3, 4)
print(p.x, p.y)
p.move(1, 2, 3)
