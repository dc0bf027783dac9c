class Outer:
    class Inner:
        def method(self):
            pass
    def m(self):
        class Local:
            pass
        return Local
print(Outer.__name__, Outer.Inner.__name__, Outer.Inner.__qualname__)
print(Outer.Inner.method.__qualname__)
L = Outer().m()
print(L.__name__, L.__qualname__)
print(type(Outer()).__name__, type(Outer.Inner()).__qualname__)
print(Outer.__module__)
