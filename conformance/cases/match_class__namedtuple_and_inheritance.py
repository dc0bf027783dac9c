from collections import namedtuple
P = namedtuple('P', 'x y')
class Base: pass
class Derived(Base): pass
match P(1, 2):
    case P(x, y):
        print('namedtuple positional', x, y)
match P(3, 4):
    case (a, b):
        print('as sequence', a, b)
match Derived():
    case Base():
        print('subclass matches base pattern')
