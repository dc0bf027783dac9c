# enum.property: attributes of members computed from them (class access looks for a member).
import enum


class Planet(enum.Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self._mass = mass
        self._radius = radius

    @enum.property
    def mass(self):
        return self._mass

    @enum.property
    def gravity(self):
        return 6.673e-11 * self._mass / (self._radius * self._radius)

    @enum.property
    def label(self):
        return self.name.title()

    @label.setter
    def label(self, text):
        self._label = text


for planet in Planet:
    print(planet.label, planet.mass, round(planet.gravity, 2))
print(type(Planet.__dict__["mass"]).__name__, Planet.EARTH.value)
try:
    Planet.gravity
except AttributeError as e:
    print("AttributeError:", e)
Planet.EARTH.label = "home"
print(Planet.EARTH._label, Planet.EARTH.name, Planet.EARTH.value)
print(Planet.mass)
