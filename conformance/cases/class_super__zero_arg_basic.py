class Base:
    def __init__(self, x):
        self.x = x
    def value(self):
        return self.x
class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
    def value(self):
        return super().value() + self.y
c = Child(3, 4)
print(c.x, c.y, c.value())
print(super(Child, c).value())
