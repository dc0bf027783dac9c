# Errors a metaclass can meet: wrong arguments to type.__new__, a bad __prepare__, a base.
class Meta(type):
    pass


for args in [("X", [], {}), (1, (), {}), ("X", (), [])]:
    try:
        Meta(*args)
    except TypeError as e:
        print("TypeError:", e)

try:
    Meta("X", (3,), {})
except TypeError as e:
    print("TypeError:", type(e).__name__)


class BadPrepare(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return 42


try:
    class Y(metaclass=BadPrepare):
        pass
except TypeError as e:
    print("TypeError:", e)


class NotMeta:
    pass


class Z(metaclass=NotMeta):
    pass
