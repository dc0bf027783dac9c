class X:
    def __eq__(self, other):
        return True
print(X.__hash__)
try:
    {X(): 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(X())
except TypeError as e:
    print(type(e).__name__, e)
class Y(X):
    __hash__ = object.__hash__
print(type(hash(Y())).__name__)
