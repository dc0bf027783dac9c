from enum import Enum, auto
class Dir(Enum):
    NORTH = auto()
    EAST = auto()
    SOUTH = auto()
    WEST = auto()
    UP = 1
print([(d.name, d.value) for d in Dir])
print(Dir.UP is Dir.NORTH, Dir(1).name)
print(list(Dir.__members__))
class Shape(Enum):
    SQUARE = 'sq'
    def describe(self):
        return f'{self.name} ({self.value})'
    @property
    def sides(self):
        return 4
print(Shape.SQUARE.describe(), Shape.SQUARE.sides)
