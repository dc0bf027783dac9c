from enum import Enum, Flag, IntFlag, StrEnum, IntEnum, auto, unique

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W

print(Perm.R | Perm.W, Perm.RW & Perm.W, ~Perm.R, Perm(0), bool(Perm(0)))
print(list(Perm), list(Perm.R | Perm.X), len(Perm.RW), Perm.W in Perm.RW)
print([m.value for m in Perm], Perm.RW.name, (Perm.R | Perm.X).name, repr(Perm(0)))
print(repr(~Perm.RW), Perm(7), list(Perm.__members__))

class Bits(IntFlag):
    A = 1
    B = 2
    C = 4

print(Bits.A | 8, Bits.A | Bits.C, Bits.B & 3, ~Bits.A, int(Bits.A | Bits.B), Bits(0), repr(Bits(3)))
print(Bits.A + 1, isinstance(Bits.A, int), list(Bits(7)), Bits.C > Bits.A)

class Color(StrEnum):
    RED = auto()
    GREEN = "green"
    BLUE = auto()

print(list(Color), Color.RED.upper(), Color("green"), Color.BLUE == "blue", f"{Color.RED}")
print(repr(Color.RED), str(Color.GREEN), Color.RED + "!", sorted(Color))

class Shade(Enum):
    LIGHT = 1
    DARK = 2
    BRIGHT = 1

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name == value.upper():
                    return m
        return None

print(Shade("dark"), Shade(1), Shade.BRIGHT, Shade["BRIGHT"], list(Shade), list(Shade.__members__.items()))
for bad in (5, "nope"):
    try:
        Shade(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    Shade["PURPLE"]
except KeyError as e:
    print("KeyError", e)
try:
    Perm(64)
except ValueError as e:
    print(type(e).__name__, e)

Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal(3).name, Animal.__name__)
Letters = Enum("Letters", ["A", "B"], start=10)
print(Letters.A.value, Letters.B.value)
Options = Flag("Options", "BOLD ITALIC UNDERLINE")
print(Options.BOLD | Options.UNDERLINE, [o.value for o in Options])
Codes = IntEnum("Codes", {"OK": 200, "MISSING": 404})
print(Codes.OK + 1, Codes(404))

class Ordinal(IntEnum):
    ONE = auto()
    TWO = auto()

class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    NORTH = auto()
    SOUTH = auto()

print(Ordinal.TWO.value, Named.SOUTH.value, Named("north"))
try:
    @unique
    class Twice(Enum):
        A = 1
        B = 2
        C = 1
        D = 2
except ValueError as e:
    print(e)
try:
    Color.RED = "x"
except AttributeError as e:
    print("AttributeError", e)
print(Perm.R in Perm, Perm.W | Perm.X in Perm.RW, Perm.R.value, hash(Perm.R) == hash(Perm.R))
Shade(3)
