class A:
    def __init__(self, v): self.v = v
    def __lt__(self, other):
        print('A.__lt__')
        return self.v < other.v
class B:
    def __init__(self, v): self.v = v
    def __gt__(self, other):
        print('B.__gt__')
        return self.v > other.v
print(A(1) < A(2))
print(A(1) > A(2))
print(A(1) < B(2))
print(B(2) > A(1))
try:
    print(B(2) < A(1))
except TypeError as e:
    print(type(e).__name__, e)
