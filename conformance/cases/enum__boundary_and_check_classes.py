# FlagBoundary and EnumCheck as classes: their members are the module's constants.
import enum

print(list(enum.FlagBoundary))
print([c.value for c in enum.EnumCheck], len(enum.EnumCheck))
print(enum.FlagBoundary.STRICT is enum.STRICT, enum.FlagBoundary("keep") is enum.KEEP,
      enum.EnumCheck["UNIQUE"] is enum.UNIQUE, enum.KEEP in enum.FlagBoundary)
print(isinstance(enum.EJECT, enum.FlagBoundary), isinstance(enum.EJECT, str),
      enum.CONFORM == "conform", str(enum.CONTINUOUS), repr(enum.NAMED_FLAGS))


class Loose(enum.Flag, boundary=enum.FlagBoundary.KEEP):
    A = 1
    B = 2


class Tight(enum.Flag, boundary=enum.FlagBoundary.STRICT):
    A = 1
    B = 2


print(Loose(7), Loose._boundary_ is enum.FlagBoundary.KEEP)
try:
    Tight(7)
except ValueError as e:
    print("ValueError:", e)


@enum.verify(enum.EnumCheck.UNIQUE, enum.EnumCheck.CONTINUOUS)
class Steps(enum.IntEnum):
    ONE = 1
    TWO = 2


print(list(Steps))
for probe in ("keep", "loose", 3):
    try:
        print(enum.FlagBoundary(probe))
    except ValueError as e:
        print("ValueError:", e)


@enum.verify(enum.EnumCheck("no skipped integer values"))
class Gappy(enum.Enum):
    A = 1
    C = 3
