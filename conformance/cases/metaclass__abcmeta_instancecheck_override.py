# An ABCMeta subclass overriding __instancecheck__ and calling the ABC machinery through super().
import abc


class Lenient(abc.ABCMeta):
    def __instancecheck__(cls, obj):
        if isinstance(obj, str) and obj.startswith(cls.__name__.lower()):
            return True
        return super().__instancecheck__(obj)


class Token(metaclass=Lenient):
    pass


class Real(Token):
    pass


Token.register(int)
print(isinstance("token-1", Token), isinstance("other", Token), isinstance(Real(), Token))
print(isinstance(3, Token), issubclass(int, Token), issubclass(Real, Token))
