class Circle:
    def __init__(self, r):
        self._r = r
    @property
    def radius(self):
        return self._r
c = Circle(2)
print(c.radius)
c.radius = 5
