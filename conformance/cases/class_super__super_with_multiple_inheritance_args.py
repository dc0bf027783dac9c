class Shape:
    def __init__(self, name, **kw):
        super().__init__(**kw)
        self.name = name
class Colored:
    def __init__(self, color='black', **kw):
        super().__init__(**kw)
        self.color = color
class Dot(Shape, Colored):
    def __init__(self, **kw):
        super().__init__(**kw)
d = Dot(name='dot', color='red')
print(d.name, d.color, [c.__name__ for c in Dot.__mro__])
try:
    Dot(name='x', size=3)
except TypeError as e:
    print(type(e).__name__, e)
