import reprlib

print(reprlib.repr(list(range(100))))
print(reprlib.repr("x" * 100))
print(reprlib.repr({i: str(i) for i in range(10)}))
print(reprlib.repr(set(range(20))))
print(reprlib.repr(tuple(range(3))))
print(reprlib.repr([[1, [2, [3, [4, [5]]]]]]))
r = reprlib.Repr()
r.maxlist = 3
r.maxstring = 10
print(r.repr(list(range(10))))
print(r.repr("abcdefghijklmnop"))
print(r.repr(10 ** 50))

class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    @reprlib.recursive_repr()
    def __repr__(self):
        return f"Node({self.value}, {self.children})"

n = Node(1, [Node(2)])
n.children.append(n)
print(repr(n))
