class A:
    x = 'A.x'
    y = 'A.y'
class B(A):
    y = 'B.y'
class C(B):
    pass
c = C()
print(c.x, c.y)
C.x = 'C.x'
print(c.x, B.x)
c.y = 'inst'
print(c.y, C.y)
print('x' in C.__dict__, 'y' in C.__dict__)
