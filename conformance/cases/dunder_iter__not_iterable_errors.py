class NotIt: pass
try:
    iter(NotIt())
except TypeError as e:
    print(type(e).__name__, e)
class BadIter:
    def __iter__(self):
        return 5
try:
    iter(BadIter())
except TypeError as e:
    print(type(e).__name__, e)
class NoNext:
    def __iter__(self):
        return self
try:
    for x in NoNext():
        pass
except TypeError as e:
    print(type(e).__name__, e)
