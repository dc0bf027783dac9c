class Shape:
    def area(self):
        raise NotImplementedError(f'{type(self).__name__}.area')
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Blob(Shape):
    pass
for sh in [Square(3), Blob()]:
    print(type(sh).__name__, sh.area())
