class Shape: pass
class Circle(Shape):
    def __init__(self, r): self.r = r
class Square(Shape):
    def __init__(self, s): self.s = s
def area(obj):
    if isinstance(obj, Circle):
        return round(3.14159 * obj.r ** 2, 2)
    elif isinstance(obj, Square):
        return obj.s ** 2
    elif isinstance(obj, (int, float)):
        return obj
    raise TypeError(f'unsupported: {type(obj).__name__}')
for o in [Circle(1), Square(3), 7, 2.5, 'bad']:
    try:
        print(area(o))
    except TypeError as e:
        print(type(e).__name__, e)
