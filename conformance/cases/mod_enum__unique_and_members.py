from enum import Enum, unique
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(type(e).__name__, e)
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet.EARTH.mass, Planet.MERCURY.radius, Planet.EARTH.value)
print({Planet.EARTH: 'home'}[Planet.EARTH])
