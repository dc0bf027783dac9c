class Temperature:
    __slots__ = ("_celsius",)
    def __init__(self, c):
        self.celsius = c
    @property
    def celsius(self):
        return self._celsius
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"below absolute zero: {value}")
        self._celsius = value
    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._celsius
    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32
    @staticmethod
    def from_f(f):
        return Temperature((f - 32) * 5 / 9)
    def __repr__(self):
        return f"Temperature({self._celsius:.1f})"

t = Temperature(25)
print(t, t.fahrenheit, Temperature.from_f(212))
t.celsius = 30
print(t.celsius)
try:
    t.kelvin = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError:", e)
del t.celsius
try:
    print(t.celsius)
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(t, "__dict__"), Temperature.__slots__)
Temperature(-300)
