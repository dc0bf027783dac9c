class E:
    def __init__(self, v): self.v = v
    def __eq__(self, other):
        print('eq called')
        return self.v == other.v
print(E(1) != E(2))
print(E(1) != E(1))
class F:
    def __ne__(self, other):
        return 'custom ne'
print(F() != F(), F() == F())
