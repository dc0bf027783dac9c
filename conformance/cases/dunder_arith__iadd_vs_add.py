class Acc:
    def __init__(self, items):
        self.items = list(items)
    def __add__(self, o):
        print('add')
        return Acc(self.items + o.items)
    def __iadd__(self, o):
        print('iadd')
        self.items.extend(o.items)
        return self
a = Acc([1])
b = a
a += Acc([2])
print(a is b, a.items)
c = a + Acc([3])
print(c is a, c.items)
class OnlyAdd:
    def __init__(self, v): self.v = v
    def __add__(self, o): return OnlyAdd(self.v + o)
x = OnlyAdd(1)
y = x
x += 5
print(x.v, y.v, x is y)
