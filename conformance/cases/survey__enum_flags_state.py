from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10
    @classmethod
    def parse(cls, s: str) -> "Priority":
        try:
            return cls[s.upper()]
        except KeyError:
            raise ValueError(f"unknown priority {s!r}; expected one of {[m.name.lower() for m in cls]}") from None

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / self.radius ** 2

class Status(StrEnum):
    OPEN = auto()
    CLOSED = auto()

p = Perm.READ | Perm.EXEC
print(p, Perm.WRITE in p, Perm.READ in p, bool(p & Perm.WRITE), ~p if hasattr(p, "__invert__") else None)
print(Perm.RW, list(Perm), Perm(3), Perm(0), [m.name for m in Perm.RW])
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]), Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, Priority(5).name)
print(Priority.parse("high"), max(Priority), Priority.LOW < 3)
try:
    Priority.parse("urgent")
except ValueError as e:
    print(e)
for pl in Planet:
    print(f"{pl.name:8} {pl.gravity:6.2f} {pl.value[0]:.3e}")
print(Status.OPEN, Status.OPEN == "open", Status("closed"), f"{Status.CLOSED!r}", Status.OPEN.upper())
tickets = [("bug", Priority.HIGH, Status.OPEN), ("feat", Priority.LOW, Status.CLOSED), ("doc", Priority.MEDIUM, Status.OPEN)]
for name, pri, st in sorted(tickets, key=lambda t: -t[1]):
    match st:
        case Status.OPEN if pri >= Priority.MEDIUM:
            print(f"{name}: urgent open")
        case Status.OPEN:
            print(f"{name}: open")
        case Status.CLOSED:
            print(f"{name}: closed")
class IP(IntFlag):
    A = 1; B = 2; C = 4
print(IP.A | IP.C, int(IP.A | 8), IP(7), IP.B & 3)
@unique
class Shade(Enum):
    DARK = 1
    LIGHT = 2
print(Shade.__members__.keys(), Shade.DARK is Shade(1), hash(Shade.DARK) == hash(Shade.DARK))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
Color = Enum("Color", "RED GREEN BLUE")
print(Color.GREEN.value, list(Color.__members__))
Priority(7)
