class Base: pass
class Derived(Base): pass
print([c.__name__ for c in Derived.__mro__])
class Bad(Base, Derived): pass
