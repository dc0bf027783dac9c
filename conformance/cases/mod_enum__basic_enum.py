from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(list(Color), len(Color))
print(Color(2), Color['BLUE'], Color.RED is Color(1))
print(Color.RED in Color, Color.RED == 1, isinstance(Color.GREEN, Color))
for c in Color:
    print(c.name.lower(), c.value)
