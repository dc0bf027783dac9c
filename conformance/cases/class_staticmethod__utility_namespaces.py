class Units:
    FACTORS = {"km": 1000, "m": 1, "cm": 0.01}

    @staticmethod
    def convert(value, src, dst):
        return value * Units.FACTORS[src] / Units.FACTORS[dst]

    @staticmethod
    def parse(text):
        number, unit = text.split()
        return float(number), unit

    @classmethod
    def supported(cls):
        return sorted(cls.FACTORS)

print(Units.convert(1.5, "km", "m"), Units().convert(250, "cm", "m"), Units.parse("3 km"))
print(Units.supported(), type(Units.__dict__["convert"]).__name__, callable(Units.convert))
f = Units.convert
print(f(1, "m", "cm"), Units.__dict__["parse"].__func__("1 m"))
try:
    Units.convert(1, "mi", "m")
except KeyError as e:
    print("KeyError", e)
class Extended(Units):
    FACTORS = {**Units.FACTORS, "mm": 0.001}
print(Extended.supported(), Extended.convert(1, "m", "cm"))
