class Registry:
    count = 0
    @classmethod
    def bump(cls):
        cls.count += 1
        return cls.count
class A(Registry): pass
class B(Registry): pass
print(A.bump(), A.bump(), B.bump(), Registry.bump())
print(A.count, B.count, Registry.count)
m = A.bump
print(m.__self__ is A, m())
