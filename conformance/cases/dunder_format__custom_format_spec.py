from datetime import date

class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    def __format__(self, spec):
        unit = spec[-1:] if spec[-1:] in ("C", "F", "K") else "C"
        number_spec = spec[:-1] if spec[-1:] in ("C", "F", "K") else spec
        value = {"C": self.celsius, "F": self.celsius * 9 / 5 + 32, "K": self.celsius + 273.15}[unit]
        return f"{value:{number_spec or '.1f'}}°{unit}"

    def __str__(self):
        return f"{self:C}"

    def __repr__(self):
        return f"Temperature({self.celsius!r})"

t = Temperature(21.5)
print(f"{t}", f"{t:F}", f"{t:.0K}", f"{t:>8.2C}", str(t), repr(t), format(t, ".3F"))
print("{0:F} / {0!r} / {0!s}".format(t))
print(f"{date(2024, 3, 5):%d/%m/%Y}", format(date(2024, 3, 5), "%A"), f"{date(2024, 3, 5)}")
class Plain:
    pass
try:
    format(Plain(), "x")
except TypeError as e:
    print(e)
p = Plain()  # one object: two temporaries compare equal in CPython only by address reuse
print(format(p, "") == str(p))
