class A:
    def name(self): return 'A'
class B(A):
    def name(self): return 'B'
class C(B):
    def name(self): return 'C'
c = C()
print(super(C, c).name(), super(B, c).name())
try:
    super(A, c).name()
except AttributeError as e:
    print(type(e).__name__, e)
try:
    super(C, 5)
except TypeError as e:
    print(type(e).__name__, e)
