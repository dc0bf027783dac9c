from enum import Enum
class Level(Enum):
    LOW = 1
    HIGH = 2
print(Level(1))
print(Level(3))
