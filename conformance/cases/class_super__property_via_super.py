class Base:
    @property
    def label(self):
        return 'base'
class Child(Base):
    @property
    def label(self):
        return 'child<' + super().label + '>'
print(Child().label)
class Repr:
    def __repr__(self):
        return 'Repr()'
class R2(Repr):
    def __repr__(self):
        return 'R2:' + super().__repr__()
print(repr(R2()), str(R2()))
