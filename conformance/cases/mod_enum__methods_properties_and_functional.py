from enum import Enum, IntEnum, auto, unique

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius ** 2)

for p in Planet:
    print(p.name, p.value[0], f"{p.gravity:.2f}")

Color = Enum("Color", "RED GREEN BLUE")
print(list(Color), Color.GREEN.value, Color["BLUE"], Color(1))
Status = Enum("Status", [("OK", 200), ("NOT_FOUND", 404)])
print(Status(404).name, Status.OK.value)

class Priority(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = auto()

print(sorted([Priority.HIGH, Priority.LOW, Priority.MID]), Priority.HIGH > 2, Priority.MID + 1)
print(Priority.LOW.__class__.__name__, isinstance(Priority.LOW, int))

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    ALIAS = 2

    @classmethod
    def default(cls):
        return cls.DIAMOND

print(Shape.ALIAS is Shape.SQUARE, list(Shape.__members__), Shape.default())
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
print(repr(Shape.SQUARE), str(Priority.HIGH), format(Priority.HIGH))
