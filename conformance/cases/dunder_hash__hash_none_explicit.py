class Frozenish:
    __hash__ = None
try:
    hash(Frozenish())
except TypeError as e:
    print(type(e).__name__, e)
class H:
    def __hash__(self):
        return 'nope'
try:
    hash(H())
except TypeError as e:
    print(type(e).__name__, e)
class Big:
    def __hash__(self):
        return 7
print(hash(Big()), {Big(): 1}.__len__())
