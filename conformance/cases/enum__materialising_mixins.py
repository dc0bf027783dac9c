# enum members of data types that build their value from it (bytes, bytearray, list, set)
import enum


class Size:
    def __index__(self):
        return 2


class B(bytes, enum.Enum):
    A = 3
    B = b"xy"
    C = ("ab", "ascii")
    D = Size()


class BA(bytearray, enum.Enum):
    A = (2,)
    B = [1, 2]


class L(list, enum.Enum):
    A = range(3)
    B = map(abs, [-1, 2])


class S(frozenset, enum.Enum):
    A = range(2)


print(list(B), B.A.value, B.D.value, list(BA), list(L), L.B.value, list(S))
print(enum.Enum("F", {"X": 2}, type=bytes).X)
