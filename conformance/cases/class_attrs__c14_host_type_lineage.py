# Reading the lineage of builtin classes: printing an exception's ancestry, walking bases.
import collections

print(int.__mro__)
print(bool.__bases__, bool.__base__)
print(object.__bases__, object.__base__)
print(ZeroDivisionError.__mro__)
print(collections.OrderedDict.__mro__)


def ancestry(exc):
    return " -> ".join(k.__name__ for k in type(exc).__mro__)


for action in (lambda: 1 / 0, lambda: {}["k"], lambda: int("x")):
    try:
        action()
    except Exception as e:
        print(ancestry(e), LookupError in type(e).__mro__)


class AppError(KeyError):
    pass


print(AppError.__mro__)
print([k.__name__ for k in AppError.__base__.__mro__])
print(issubclass(bool, bool.__base__), type(True).__mro__[1] is int)
