class A:
    x = 'A'
    def f(self): return 'A.f'
class B(A):
    pass
class C(A):
    x = 'C'
    def f(self): return 'C.f'
class D(B, C):
    pass
d = D()
print(d.x, d.f())
print([c.__name__ for c in D.__mro__])
class E(C, B): pass
print([c.__name__ for c in E.__mro__], E().x)
