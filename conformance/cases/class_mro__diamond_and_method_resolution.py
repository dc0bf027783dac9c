class A:
    def who(self):
        return "A"
    def chain(self):
        return ["A"]

class B(A):
    def who(self):
        return "B"
    def chain(self):
        return ["B"] + super().chain()

class C(A):
    def who(self):
        return "C"
    def chain(self):
        return ["C"] + super().chain()

class D(B, C):
    def chain(self):
        return ["D"] + super().chain()

print([k.__name__ for k in D.__mro__], D().who(), D().chain())
print(D.mro() == list(D.__mro__), issubclass(D, A), D.__bases__)
class E(C, B):
    pass
print([k.__name__ for k in E.__mro__], E().who())
try:
    class F(D, E):
        pass
except TypeError as e:
    print(e)
try:
    class G(A, B):
        pass
except TypeError as e:
    print(e)
print(super(B, D()).who(), super(C, D()).who())
