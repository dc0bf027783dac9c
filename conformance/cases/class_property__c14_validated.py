class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"{v} is below absolute zero")
        self._c = float(v)
    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.fahrenheit = 212
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
del t.celsius
print(hasattr(t, "_c"))
print(type(Temperature.celsius).__name__, Temperature.fahrenheit.fget.__name__)
class RO:
    @property
    def x(self):
        return 1
RO().x = 2
