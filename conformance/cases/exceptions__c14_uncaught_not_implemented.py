class Base:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")
class Sq(Base):
    pass
Sq().area()
