from enum import Enum, IntEnum, Flag, auto, unique, StrEnum

class Status(Enum):
    PENDING = "pending"
    ACTIVE = "active"
    DONE = "done"
    @property
    def terminal(self):
        return self is Status.DONE
    @classmethod
    def parse(cls, s):
        return cls(s.lower())

class Prio(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()

class Color(StrEnum):
    RED = auto()
    BLUE = auto()

print(Status.parse("ACTIVE"), Status.DONE.terminal, Status["PENDING"].value, list(Status))
print(Prio.HIGH > Prio.LOW, Prio(2).name, sorted([Prio.HIGH, Prio.LOW]), Prio.MID + 1)
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, ~Perm.R, repr(rw), bool(Perm(0)))
print(Color.RED, Color.RED == "red", f"{Color.BLUE}", Color.BLUE.upper())
print(repr(Status.ACTIVE), str(Status.ACTIVE), f"{Prio.LOW}", format(Status.DONE))
print(len(Status), Status.__members__.keys(), Status.ACTIVE in Status)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
print({s: s.value for s in Status})
Status("archived")
