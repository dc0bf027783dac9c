import enum
from enum import Enum, Flag, IntEnum, StrEnum, member, nonmember, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, STRICT, CONFORM, EJECT, KEEP, auto
class Op(Enum):
    ADD = member(lambda a, b: a + b)
    LIMIT = nonmember(10)
    def run(self, a, b):
        return self.value(a, b)
print(list(Op.__members__), Op.LIMIT, Op.ADD.run(2, 3))
class Num(IntEnum):
    ONE = 1
    TWO = 2
print(str(Num.ONE), repr(Num.TWO), format(Num.TWO), Num.ONE + 1)
@verify(UNIQUE, CONTINUOUS)
class Ok(IntEnum):
    A = 1
    B = 2
    C = 3
print(list(Ok))
for body in [lambda: verify(CONTINUOUS)(Enum("Gap", [("A", 1), ("B", 5)])),
             lambda: verify(UNIQUE)(Enum("Dup", [("A", 1), ("B", 1)])),
             lambda: verify(CONTINUOUS)(Flag("Fgap", [("A", 1), ("B", 8)])),
             lambda: verify(NAMED_FLAGS)(Flag("Nf", [("A", 1), ("B", 2), ("C", 7)]))]:
    try:
        print(body())
    except ValueError as e:
        print("ValueError", e)
class Strict(Flag, boundary=STRICT):
    R = 1
    W = 2
class Conform(Flag, boundary=CONFORM):
    R = 1
    W = 2
class Keep(Flag, boundary=KEEP):
    R = 1
    W = 2
class Eject(Flag, boundary=EJECT):
    R = 1
    W = 2
print(Conform(7), Keep(7), repr(Keep(7)), Eject(7), type(Eject(7)).__name__)
try:
    @verify(CONTINUOUS)
    class Sparse(IntEnum):
        LOW = 10
        HIGH = 14
        MID = 12
except ValueError as e:
    print("ValueError", e)
try:
    Strict(7)
except ValueError as e:
    print("ValueError", e)
print(STRICT, repr(UNIQUE), EJECT.value, CONFORM.name)
print(Strict(3), Strict.R | Strict.W, ~Strict.R, Keep(9).value, Keep.R in Keep(9))
Strict(4)
