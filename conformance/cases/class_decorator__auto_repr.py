def auto_repr(cls):
    def __repr__(self):
        fields = ', '.join(f'{k}={v!r}' for k, v in vars(self).items())
        return f'{cls.__name__}({fields})'
    cls.__repr__ = __repr__
    return cls
@auto_repr
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
@auto_repr
class Tag:
    def __init__(self, name):
        self.name = name
print(Point(1, 2), [Tag('a'), Tag('b')])
print(repr(Point('x', None)))
