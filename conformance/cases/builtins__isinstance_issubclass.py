print(isinstance(1, int), isinstance(1.0, int), isinstance(True, int), isinstance('s', (int, str)))
print(isinstance([], list), isinstance((), (list, tuple)), isinstance(None, object), isinstance(1, object))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, object), issubclass(KeyError, LookupError))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(bool, (str, int)))
print(isinstance(ValueError('x'), Exception), isinstance(KeyError(), LookupError))
try:
    isinstance(1, 'int')
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(1, int)
except TypeError as e:
    print(type(e).__name__, e)
