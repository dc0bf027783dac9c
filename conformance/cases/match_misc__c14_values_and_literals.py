from enum import Enum
class Status(Enum):
    OK = 200
    MISSING = 404
def classify(v):
    match v:
        case True:
            return "true"
        case 0:
            return "zero"
        case None:
            return "none"
        case Status.OK:
            return "enum ok"
        case 404:
            return "int 404"
        case -1 | -2:
            return "negative small"
        case 1.5 | 2j:
            return "float or complex"
        case (1, 2):
            return "pair"
        case {"k": [1, *_]}:
            return "nested"
        case _:
            return f"other {v!r}"
for v in [True, 0, False, None, Status.OK, Status.MISSING, 404, -2, 1.5, 2j, (1, 2), [1, 2], {"k": [1, 9]}, {"k": (2,)}, "x"]:
    print(repr(v), classify(v))
