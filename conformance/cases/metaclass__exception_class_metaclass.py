# Exception classes with a metaclass: except matches by the class's MRO, never through the
# metaclass's __instancecheck__/__subclasscheck__.
class Loose(type):
    def __instancecheck__(cls, obj):
        print("instancecheck called")
        return True

    def __subclasscheck__(cls, sub):  # (CPython calls it as an exception unwinds: no print)
        return True


class AppError(Exception, metaclass=Loose):
    pass


try:
    raise KeyError("k")
except AppError:
    print("wrongly caught")
except KeyError as e:
    print("KeyError", e)

try:
    raise AppError("boom")
except (ValueError, AppError) as e:
    print("caught", type(e).__name__, e)

print(isinstance(1, AppError))
raise AppError("final")
