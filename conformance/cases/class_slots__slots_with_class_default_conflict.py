try:
    class Bad:
        __slots__ = ('x',)
        x = 5
except ValueError as e:
    print(type(e).__name__, e)
class Good:
    __slots__ = ('x',)
    y = 5
g = Good()
print(g.y)
try:
    g.y = 6
except AttributeError as e:
    print(type(e).__name__, e)
