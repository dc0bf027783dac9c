from abc import ABC
class Sized2(ABC):
    pass
class MyThing:
    pass
Sized2.register(MyThing)
print(issubclass(MyThing, Sized2), isinstance(MyThing(), Sized2))
Sized2.register(int)
print(isinstance(3, Sized2), isinstance('x', Sized2))
class Sub(MyThing):
    pass
print(issubclass(Sub, Sized2), issubclass(bool, Sized2), issubclass(str, Sized2))
