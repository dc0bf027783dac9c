class A: pass
class B(A): pass
print(isinstance(B(), (int, (str, (A,)))))
print(issubclass(B, ((int,), A)))
try:
    isinstance(A(), 'A')
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(A(), A)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(B, [A])
except TypeError as e:
    print(type(e).__name__, e)
