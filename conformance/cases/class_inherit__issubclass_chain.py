class Base: pass
class Mid(Base): pass
class Leaf(Mid): pass
class Other: pass
print(issubclass(Leaf, Base), issubclass(Base, Leaf), issubclass(Leaf, Leaf))
print(issubclass(Leaf, (Other, Mid)), issubclass(Other, (Base, Mid)))
print(issubclass(Leaf, object), issubclass(bool, int))
print([c.__name__ for c in Leaf.__bases__], Base.__bases__[0].__name__)
print([c.__name__ for c in Base.__subclasses__()])
