class A:
    def __add__(self, o):
        print('A.__add__')
        return NotImplemented
class B:
    def __radd__(self, o):
        print('B.__radd__')
        return NotImplemented
try:
    A() + B()
except TypeError as e:
    print(type(e).__name__, e)
class C:
    def __radd__(self, o):
        return 'C.radd'
print(A() + C(), 1 + C(), [1] + C())
