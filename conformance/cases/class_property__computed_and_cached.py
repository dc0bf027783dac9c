class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self._calls = 0
    @property
    def area(self):
        self._calls += 1
        return self.w * self.h
    @property
    def perimeter(self):
        return 2 * (self.w + self.h)
r = Rect(3, 4)
print(r.area, r.area, r._calls)
print(r.perimeter)
r.w = 10
print(r.area, r.perimeter, r._calls)
print(type(Rect.area).__name__, Rect.area.fget.__name__)
