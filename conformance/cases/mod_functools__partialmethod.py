import functools

class Cell:
    def __init__(self):
        self._alive = False
    def set_state(self, state, *, note=""):
        self._alive = bool(state)
        return (state, note)
    set_alive = functools.partialmethod(set_state, True)
    set_dead = functools.partialmethod(set_state, False, note="dead")
    @classmethod
    def make(cls, a, b):
        return (cls.__name__, a, b)
    make_one = functools.partialmethod(make, 1)
    @staticmethod
    def add(a, b, c=0):
        return a + b + c
    add_ten = functools.partialmethod(add, 10, c=5)
    nested = functools.partialmethod(set_alive, note="nested")
    callable_obj = functools.partialmethod(functools.partial(lambda a, obj: (a, type(obj).__name__), "x"))

c = Cell()
print(c.set_alive(), c._alive, c.set_dead(), c._alive)
print(c.set_alive(note="override"), c.set_dead(note="again"))
print(c.make_one(2), Cell.make_one(3))
print(c.add_ten(1), Cell.add_ten(2))
print(c.nested(), c.callable_obj())
print(Cell.set_alive(c), Cell.nested(c, note="via class"))
print(repr(Cell.__dict__["set_dead"]).startswith("functools.partialmethod(<function Cell.set_state"))
print(repr(Cell.__dict__["set_dead"]).endswith(", False, note='dead')"))
print(Cell.__dict__["nested"].args, Cell.__dict__["nested"].keywords)
print(Cell.__dict__["set_alive"].func is Cell.__dict__["set_state"])
print(getattr(Cell.__dict__["set_alive"], "__isabstractmethod__"))
class Sub(Cell):
    def set_state(self, state, *, note=""):
        return ("sub", state, note)
print(Sub().set_alive())
try:
    functools.partialmethod(42)
except TypeError as e:
    print("TypeError", e)
c.set_alive(1, 2)
