from enum import Enum, IntFlag, auto, unique, EnumMeta
import enum

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius ** 2)

print(Planet.EARTH.value, round(Planet.EARTH.gravity, 2), Planet.MERCURY.mass)
class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3
    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value.upper()]
        return None
print(Weekday.WED.next(), Weekday("tue"), Weekday(1))
Animal = Enum("Animal", "CAT DOG BIRD")
print(list(Animal), Animal.DOG.value, Animal["BIRD"])
Color = Enum("Color", [("RED", "r"), ("GREEN", "g")])
print(Color("g"), Color.RED.name)
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
print(Perm(7), Perm.R | Perm.X, int(Perm.R | Perm.W), Perm(6) & Perm.W, list(Perm(5)), Perm.R in Perm(6))
class Shade(Enum):
    LIGHT = 1
    PALE = 1
print(Shade.PALE, Shade.PALE is Shade.LIGHT, list(Shade), list(Shade.__members__))
class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    ALPHA = auto()
    BETA = auto()
print(Auto.BETA.value, Auto.ALPHA < Auto.BETA if False else "no order", isinstance(Auto, EnumMeta))
print(enum.Enum.__name__, Weekday.MON == 1, Weekday.MON.value == 1, hash(Weekday.MON) == hash(Weekday.MON))
Weekday(5)
