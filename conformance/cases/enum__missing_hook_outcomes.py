# A guest _missing_ hook: each outcome CPython's lookup gives it, and the errors' chains.
import enum


class Color(enum.Enum):
    RED = 1
    GREEN = [2]

    @classmethod
    def _missing_(cls, value):
        print("missing", repr(value))
        if value == "red":
            return cls.RED
        if value == "none":
            return None
        if value == "bad":
            return (1, "x")
        if value == "boom":
            raise KeyError(value)
        if value == "value":
            raise ValueError("custom")
        return None


print(Color(1), Color([2]), Color(Color.RED), Color("red"))
for probe in ["none", "bad", "boom", "value", [9], 7]:
    try:
        Color(probe)
    except Exception as e:
        ctx = e.__context__
        print(type(e).__name__, e, "|", type(ctx).__name__, ctx)


class Perm(enum.Flag):
    R = 4
    W = 2

    @classmethod
    def _missing_(cls, value):
        print("flag missing", value)
        return super()._missing_(value)


print(Perm(6), Perm.R | Perm.W)
try:
    Perm(8)
except ValueError as e:
    print("flag", e)


class Shape(enum.IntEnum):
    SQUARE = 4

    @classmethod
    def _missing_(cls, value):
        return cls.SQUARE if isinstance(value, str) and value.lower() == "square" else None


print(Shape("SQUARE"), Shape(4))
try:
    Shape(5)
except ValueError as e:
    print(e)


class Empty(enum.Enum):
    @classmethod
    def _missing_(cls, value):
        return None


try:
    Empty(1)
except TypeError as e:
    print("empty", type(e).__name__)
Color("bad")
