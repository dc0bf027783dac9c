class NoArgs:
    def __init__(self):
        self.a = 1
try:
    match NoArgs():
        case NoArgs(1):
            print('matched')
except TypeError as e:
    print(type(e).__name__, e)
class Two:
    __match_args__ = ('a',)
    a = 1
try:
    match Two():
        case Two(1, 2):
            print('matched')
except TypeError as e:
    print(type(e).__name__, e)
