class X: pass
class Y: pass
class A(X, Y): pass
class B(Y, X): pass
try:
    class C(A, B): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    class D(X, X): pass
except TypeError as e:
    print(type(e).__name__, e)
print('done')
