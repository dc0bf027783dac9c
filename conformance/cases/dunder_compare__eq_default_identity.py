class N:
    pass
a, b = N(), N()
print(a == a, a == b, a != b, a in [b], a in [b, a])
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, other):
        return isinstance(other, V) and self.v == other.v
print(V(1) == V(1), V(1) != V(1), V(1) != V(2), V(1) == 1)
print([V(1), V(2)].index(V(2)), [V(3), V(3)].count(V(3)), V(2) in [V(1), V(2)])
