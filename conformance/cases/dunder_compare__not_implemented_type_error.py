class Box:
    def __init__(self, v): self.v = v
    def __lt__(self, other):
        if not isinstance(other, Box):
            return NotImplemented
        return self.v < other.v
print(Box(1) < Box(2))
try:
    Box(1) < 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([Box(1), 'x'])
except TypeError as e:
    print(type(e).__name__, e)
try:
    Box(1) <= Box(2)
except TypeError as e:
    print(type(e).__name__, e)
