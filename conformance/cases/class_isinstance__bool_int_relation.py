print(isinstance(True, int), isinstance(1, bool), issubclass(bool, int))
class MyInt(int): pass
m = MyInt(3)
print(isinstance(m, int), type(m) is int, type(m) == MyInt)
print(isinstance(3.0, (int, float)), isinstance(None, type(None)))
vals = [1, True, 2.5, 'a', MyInt(1), None]
print([type(v).__name__ for v in vals if isinstance(v, int)])
