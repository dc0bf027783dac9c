# The MRO of IntEnum / StrEnum / IntFlag / Flag classes and of their members' types
import enum


class Priority(enum.IntEnum):
    LOW = 1
    HIGH = 2


class Colour(enum.StrEnum):
    RED = "red"


class Perm(enum.IntFlag):
    R = 4
    W = 2


class Mode(enum.Flag):
    A = enum.auto()
    B = enum.auto()


for cls in (Priority, Colour, Perm, Mode):
    print(cls.__name__, cls.__mro__)
    print("  member type mro:", type(next(iter(cls))).__mro__)
    print("  names:", [k.__name__ for k in cls.__mro__])
    print("  len:", len(cls.__mro__), len(set(cls.__mro__)))
