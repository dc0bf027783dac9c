class Bad:
    def __iadd__(self, o):
        self.v = o
b = Bad()
b += 3
print(b)
class Good:
    def __init__(self): self.v = 0
    def __imul__(self, o):
        self.v = (self.v + 1) * o
        return self
g = Good()
g *= 5
g *= 2
print(g.v)
