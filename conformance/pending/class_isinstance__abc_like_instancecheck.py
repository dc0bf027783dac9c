class EvenMeta(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, int) and obj % 2 == 0
class Even(metaclass=EvenMeta):
    pass
print(isinstance(4, Even), isinstance(3, Even), isinstance('x', Even))
print([x for x in range(7) if isinstance(x, Even)])
