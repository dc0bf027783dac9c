class Circle:
    def __init__(self, r):
        self.r = r
    @property
    def area(self):
        return round(3.14159 * self.r ** 2, 2)
c = Circle(2)
print(c.area)
try:
    c.area = 10
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del c.area
except AttributeError as e:
    print(type(e).__name__, e)
c.r = 3
print(c.area)
