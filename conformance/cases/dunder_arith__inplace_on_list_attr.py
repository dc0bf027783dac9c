class Box:
    def __init__(self): self.v = 10
    def __isub__(self, o):
        self.v -= o
        return self
    def __itruediv__(self, o):
        self.v /= o
        return self
b = Box()
b -= 4
b /= 4
print(b.v)
items = [Box(), Box()]
items[0] -= 1
print(items[0].v, items[1].v)
d = {'k': Box()}
d['k'] -= 5
print(d['k'].v)
