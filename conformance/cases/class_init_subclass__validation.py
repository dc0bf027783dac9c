class Shape:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if 'area' not in cls.__dict__:
            raise TypeError(f'{cls.__name__} must define area')
        print('registered', cls.__name__)
class Square(Shape):
    def area(self): return 1
try:
    class Blob(Shape):
        pass
except TypeError as e:
    print(type(e).__name__, e)
class Circle(Square):
    def area(self): return 2
