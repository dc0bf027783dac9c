class Shape:
    @classmethod
    def describe(cls, extra=''):
        return f'{cls.__name__}{extra}'
class Circle(Shape): pass
print(Shape.describe(), Circle.describe('!'), Circle().describe('?'))
try:
    Shape.describe('a', 'b')
except TypeError as e:
    print(type(e).__name__, e)
print(type(Shape.__dict__['describe']).__name__)
