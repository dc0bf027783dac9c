class Base: pass
class Derived(Base): pass
class Fine(Derived, Base): pass
print([c.__name__ for c in Derived.__mro__])
print([c.__name__ for c in Fine.__mro__])
class Bad(Base, Derived): pass
