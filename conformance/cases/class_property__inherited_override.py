class Base:
    @property
    def name(self):
        return 'base'
class Child(Base):
    @property
    def name(self):
        return 'child'
class Other(Base):
    name = 'plain attr'
print(Base().name, Child().name, Other().name)
class Sub(Base):
    pass
s = Sub()
try:
    s.name = 'x'
except AttributeError as e:
    print(type(e).__name__, e)
