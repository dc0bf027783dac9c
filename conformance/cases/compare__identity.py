a = [1]
b = a
c = [1]
print(a is b, a is c, a == c, a is not c)
print(None is None, True is True, ... is Ellipsis)
x = None
print(x is None, x is not None, x == None)
t = ()
print(t == (), type(t) is tuple, type(1) is int, type(True) is int)
print(type(1) is not float, isinstance(True, int))
