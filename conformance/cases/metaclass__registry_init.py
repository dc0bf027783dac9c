# Registration in __init__ (cls, name, bases, ns), with subclasses registered too.
class Registered(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if not hasattr(cls, "children"):
            cls.children = []
        else:
            cls.children.append(name)


class Node(metaclass=Registered):
    pass


class Leaf(Node):
    pass


class Branch(Node):
    pass


class Twig(Branch):
    pass


print(Node.children, Leaf.children is Node.children)
print([c.__name__ for c in Node.__subclasses__()])
