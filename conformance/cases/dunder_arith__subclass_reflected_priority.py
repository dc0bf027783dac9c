class Base:
    def __add__(self, o):
        return 'Base.add'
    def __radd__(self, o):
        return 'Base.radd'
class Sub(Base):
    def __radd__(self, o):
        return 'Sub.radd'
print(Base() + Base())
print(Base() + Sub())
print(Sub() + Base())
