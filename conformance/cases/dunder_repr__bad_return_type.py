class BadRepr:
    def __repr__(self):
        return 42
class BadStr:
    def __str__(self):
        return None
try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
try:
    str(BadStr())
except TypeError as e:
    print(type(e).__name__, e)
