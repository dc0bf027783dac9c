import reprlib
from collections import deque
print(reprlib.repr(list(range(100))))
print(reprlib.repr("x" * 100))
print(reprlib.repr({i: str(i) * 3 for i in range(10)}))
print(reprlib.repr(set(range(20))), reprlib.repr(frozenset()), reprlib.repr(()))
print(reprlib.repr((1,)), reprlib.repr(2 ** 200), reprlib.repr([[[[[[[[1]]]]]]]]))
print(reprlib.repr(deque(range(10))))
r = reprlib.Repr()
r.maxlist = 2
r.maxstring = 10
print(r.repr([1, 2, 3]), r.repr("abcdefghijklmnop"))
class Tree:
    def __init__(self):
        self.children = [self]
    @reprlib.recursive_repr()
    def __repr__(self):
        return f"Tree({self.children})"
print(Tree(), Tree.__repr__.__name__)
class Long:
    def __repr__(self):
        return "L" * 50
print(reprlib.repr(Long()))
class MyRepr(reprlib.Repr):
    def repr_str(self, x, level):
        return "S" + str(len(x))
print(MyRepr().repr(["abc", "de"]))
