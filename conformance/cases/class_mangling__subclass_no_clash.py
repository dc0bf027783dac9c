class A:
    def __init__(self):
        self.__x = 'A'
    def a_x(self):
        return self.__x
class B(A):
    def __init__(self):
        super().__init__()
        self.__x = 'B'
    def b_x(self):
        return self.__x
b = B()
print(b.a_x(), b.b_x())
print(sorted(vars(b).items()))
