from enum import Enum, IntEnum, Flag, auto, unique
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = R | W
class Prio(IntEnum):
    LOW = 1
    HIGH = 3
class Color(str, Enum):
    RED = "red"
    BLUE = "blue"
p = Perm.R | Perm.X
print(p, Perm.RW, Perm.R in p, Perm.W in p, bool(Perm(0)), list(Perm.RW), p.value)
print(Prio.HIGH > Prio.LOW, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]), Prio(3).name, int(Prio.LOW))
print(Color.RED == "red", Color("blue"), Color.RED.value.upper(), f"{Color.BLUE.value}", [c.name for c in Color])
print(Perm["W"], Perm(6), repr(Perm(7)), ~Perm.R)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
class Alias(Enum):
    A = 1
    B = 1
print(Alias.B, list(Alias), Alias.__members__["B"] is Alias.A)
