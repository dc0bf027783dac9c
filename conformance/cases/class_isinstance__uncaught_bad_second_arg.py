class A: pass
class B(A): pass
checks = [(A(), A), (B(), A), (A(), (B, int))]
for obj, cls in checks:
    print(type(obj).__name__, isinstance(obj, cls))
print(isinstance(A(), A()))
