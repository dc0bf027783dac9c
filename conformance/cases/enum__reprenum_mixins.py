# ReprEnum: str() and format() are the mixed-in type's, repr() stays the enum's.
import enum


class Code(int, enum.ReprEnum):
    OK = 200
    MISSING = 404


class Ratio(float, enum.ReprEnum):
    HALF = 0.5
    THIRD = 1 / 3


class Word(str, enum.ReprEnum):
    YES = "yes"
    NO = "no"

    def __format__(self, spec):
        return "<" + self.value.upper() + ">"


class Base(int, enum.ReprEnum):
    def describe(self):
        return f"{self.name}={self}"


class Level(Base):
    LOW = 1
    HIGH = 2


for member in (Code.OK, Ratio.THIRD, Word.YES, Level.HIGH):
    print(str(member), repr(member), f"[{member}]", format(member, ""))
print(f"{Code.MISSING:>6}|{Ratio.HALF:.3f}|{Word.NO:^9}")
print(Level.LOW.describe(), Code.OK + 1, Ratio.HALF * 2, Word.YES.upper())
print(isinstance(Code.OK, enum.ReprEnum), issubclass(Level, enum.ReprEnum),
      issubclass(enum.IntEnum, enum.ReprEnum), issubclass(Code, enum.Enum))
print([m.name for m in Code], Code(404), Level["HIGH"])
try:
    class Bare(enum.ReprEnum):
        A = 1
except TypeError as e:
    print("TypeError:", e)
