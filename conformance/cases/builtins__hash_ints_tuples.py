print(hash(1), hash(0), hash(-1), hash(2 ** 61), hash(2 ** 61 - 1), hash(2 ** 100))
print(hash(True), hash((1, 2)) == hash((1, 2)), hash(1) == hash(1.0))
print(hash((1, 2, 3)) == hash(tuple([1, 2, 3])), hash(()) == hash(()))
try:
    hash([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash({})
except TypeError as e:
    print(type(e).__name__, e)
