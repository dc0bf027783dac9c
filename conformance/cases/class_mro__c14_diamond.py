class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B>" + super().who()
class C(A):
    def who(self):
        return "C>" + super().who()
class D(B, C):
    def who(self):
        return "D>" + super().who()
print(D().who(), [k.__name__ for k in D.mro()])
class E(C, B):
    pass
print(E().who(), [k.__name__ for k in E.mro()])
try:
    class F(B, A, C):
        pass
except TypeError as e:
    print(e)
try:
    class G(A, A):
        pass
except TypeError as e:
    print(e)
