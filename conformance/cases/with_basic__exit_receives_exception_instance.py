class Capture:
    def __enter__(self):
        self.caught = None
        return self
    def __exit__(self, et, ev, tb):
        self.caught = ev
        return isinstance(ev, ArithmeticError)
with Capture() as c:
    1 / 0
print(type(c.caught).__name__, c.caught, isinstance(c.caught, ArithmeticError))
with Capture() as c2:
    pass
print(c2.caught)
try:
    with Capture() as c3:
        [].pop()
except IndexError as e:
    print('escaped', e, c3.caught is e)
