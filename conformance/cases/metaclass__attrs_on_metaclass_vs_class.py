# Attributes set on the metaclass, on a class, and on an instance do not mix up.
class Meta(type):
    counter = 0

    def bump(cls):
        type(cls).counter += 1
        cls.local = getattr(cls, "local", 0) + 1
        return cls.local


class A(metaclass=Meta):
    pass


class B(metaclass=Meta):
    pass


print(A.bump(), A.bump(), B.bump(), Meta.counter, A.counter, "counter" in vars(A))
a = A()
print(hasattr(a, "bump"), a.local, hasattr(a, "counter"))
del A.local
print(A.bump(), sorted(k for k in vars(A) if not k.startswith("__")))
