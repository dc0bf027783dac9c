# The lineage of enum's own classes, read as CPython shows it
import enum
import inspect

for base in (enum.Enum, enum.IntEnum, enum.StrEnum, enum.Flag, enum.IntFlag):
    print(base.__name__, base.__mro__)
    print("  bases:", base.__bases__, "base:", base.__base__)
    print("  getmro:", [k.__name__ for k in inspect.getmro(base)])


class Level(enum.IntEnum):
    DEBUG = 10
    INFO = 20


print(Level.__bases__, Level.__base__)
print(Level.INFO.__class__.__mro__[1] is enum.IntEnum)
print(enum.IntEnum in Level.__mro__, int in Level.__mro__)
print(issubclass(Level, enum.Enum), issubclass(Level, int), isinstance(Level.INFO, enum.Enum))
