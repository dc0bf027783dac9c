class Base:
    @classmethod
    def create(cls, n):
        obj = cls()
        obj.n = n
        return obj
    @classmethod
    def label(cls):
        return 'Base:' + cls.__name__
class Child(Base):
    @classmethod
    def create(cls, n):
        obj = super().create(n * 2)
        obj.extra = True
        return obj
    @classmethod
    def label(cls):
        return 'Child/' + super().label()
c = Child.create(5)
print(type(c).__name__, c.n, c.extra)
print(Child.label(), Base.label())
