class A:
    pass
a = A()
print(type(a) is A, a.__class__ is A, type(A) is type)
print(A.__name__, a.__class__.__name__)
B = type('B', (A,), {'x': 5, 'hello': lambda self: 'hi ' + type(self).__name__})
b = B()
print(b.x, b.hello(), isinstance(b, A), B.__name__)
print([c.__name__ for c in B.__mro__])
