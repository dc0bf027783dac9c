from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
def name(c):
    match c:
        case Color.RED:
            return 'stop'
        case Color.GREEN:
            return 'go'
        case _:
            return 'unknown'
print([name(c) for c in Color], name(1))
class Const:
    LIMIT = 10
match 10:
    case Const.LIMIT:
        print('hit limit')
