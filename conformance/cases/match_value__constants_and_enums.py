from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

class Limits:
    LOW = 10
    HIGH = 100

def classify(v):
    match v:
        case Color.RED:
            return "red enum"
        case Limits.LOW:
            return "low limit"
        case Limits.HIGH:
            return "high limit"
        case True:
            return "true"
        case 1:
            return "one"
        case None:
            return "none"
        case 1.5 | 2.5:
            return "half"
        case -3:
            return "minus three"
        case 1 + 2j:
            return "complex"
        case "yes" | "y":
            return "affirmative"
        case _:
            return f"other {v!r}"

for v in [Color.RED, Color.GREEN, 10, 100, True, 1, 1.0, None, 2.5, -3, 1 + 2j, "y", 0, False]:
    print(repr(v), "->", classify(v))
