from enum import Enum
class Size(Enum):
    S = "small"
    M = "medium"
print(Size("small"))
Size("large")
