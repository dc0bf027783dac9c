o = object()
print(type(o).__name__, o == o, o != object(), callable(o), callable(object))
print(callable(print), callable('x'), callable(str.upper), callable([].append))
print(isinstance(o, object), hasattr(o, 'x'))
try:
    setattr(o, 'x', 1)
except AttributeError as e:
    print(type(e).__name__, e)
