# bytes()/bytearray() of objects with __index__: called once, after __bytes__, before iteration
import enum


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        print("index", self.n)
        return self.n


class Both(Idx):
    def __bytes__(self):
        return b"from bytes"


class Refuses:
    def __index__(self):
        print("refused")
        raise TypeError("no index")

    def __iter__(self):
        return iter([65, 66])


class RefusesOnly:
    def __index__(self):
        raise TypeError("no index")


class NotInt:
    def __index__(self):
        return "3"


class N(int):
    pass


class E(enum.IntEnum):
    A = 3


class B(bytes):
    pass


print(bytes(Idx(3)), bytearray(Idx(2)), bytes(Both(5)), bytearray(Both(1)))
print(bytes(Refuses()), bytearray(Refuses()), bytes(N(2)), bytes(E.A), B(Idx(2)))
print(bytes(*[Idx(1)]), bytes(source=Idx(2)), bytearray(source=N(1)))
print(bytes.__new__(bytes, Idx(1)), type(bytes.__new__(B, Idx(1))).__name__)


class P:
    p = property(bytes)

    def __index__(self):
        return 4


print(P().p, list(map(bytes, [Idx(1), N(2)])))
for bad in (Idx(-1), RefusesOnly(), NotInt(), Idx(10**30)):
    for maker in (bytes, bytearray):
        try:
            maker(bad)
        except (TypeError, ValueError, OverflowError) as e:
            print(maker.__name__, type(e).__name__, e)
try:
    bytes(Idx(1), "utf-8")
except TypeError as e:
    print(e)
