from enum import Enum
class K(Enum):
    A = 'a'
config = {'a': 1, K.A: 'enum-key', 2: 'two'}
match config:
    case {K.A: v, 2: w}:
        print('enum and int keys', v, w)
match {'x': None}:
    case {'x': None}:
        print('None value matched')
match {'x': 1}:
    case {'x': 1, **rest}:
        print('rest is', rest)
