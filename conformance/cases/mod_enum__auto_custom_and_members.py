from enum import Enum, IntEnum, auto

class Weekday(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name[:3].lower()
    MONDAY = auto()
    TUESDAY = auto()
    WEDNESDAY = auto()

print([d.value for d in Weekday], Weekday("tue"))

class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30

    @classmethod
    def parse(cls, text):
        try:
            return cls[text.upper()]
        except KeyError:
            raise ValueError(f"unknown level {text!r}") from None

    def at_least(self, other):
        return self >= other

print(Level.parse("info"), Level.parse("warning").at_least(Level.INFO), Level(20).name)
try:
    Level.parse("loud")
except ValueError as e:
    print(e)
print(sorted(Level, reverse=True), [l for l in Level if l > 15], Level.DEBUG + 5)
print(Level.__members__.keys(), len(Level.__members__))
class Color(Enum):
    RED = "r"
    GREEN = "g"
    def __str__(self):
        return self.name.title()
print(f"{Color.RED}", str(Color.GREEN), repr(Color.RED), Color.RED.name, Color("g"))
print(hash(Color.RED) == hash(Color.RED), Color.RED == "r", Color.RED in {Color.RED: 1})
try:
    Color.BLUE
except AttributeError as e:
    print("AttributeError", e)
try:
    class Ext(Color):
        BLUE = "b"
except TypeError as e:
    print("TypeError", e)
