class A: pass
print(isinstance(A(), A))
print(isinstance(A(), A()))
