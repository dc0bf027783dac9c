class A:
    def __len__(self):
        return 5
a = A()
a.__len__ = lambda: 99
print(len(a), a.__len__())
class B:
    pass
b = B()
b.__add__ = lambda o: 'nope'
try:
    b + b
except TypeError as e:
    print(type(e).__name__, e)
