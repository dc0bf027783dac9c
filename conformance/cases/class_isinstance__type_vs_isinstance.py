class A: pass
class B(A): pass
objs = [A(), B(), 1, True]
print([type(o) is A for o in objs])
print([isinstance(o, A) for o in objs])
print([type(o).__name__ for o in objs], type(True) is int, type(True) == bool)
print(isinstance(B, type), issubclass(type(B()), A))
