# global_enum: members bound in the program's namespace, repr() as module.NAME.
import enum


@enum.global_enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2


@enum.global_enum
class Perm(enum.IntFlag):
    R = 4
    W = 2
    X = 1


class Code(enum.IntEnum):
    OK = 200
    GONE = 410


enum.global_enum(Code, update_str=True)


@enum.global_enum
class Tone(enum.Flag, boundary=enum.KEEP):
    LOW = 1
    HIGH = 2


print(RED is Color.RED, repr(GREEN), str(RED), f"{GREEN}")
print(repr(R), repr(R | W), repr(Perm(0)), str(W), R | X)
print(str(OK), repr(GONE), OK + 1, format(GONE, ">5"))
print(repr(Tone(8)), str(Tone(9)), str(Tone(0)), enum.global_str(Color.RED))
print(enum.global_enum_repr(Code.OK), enum.global_flag_repr(Perm.R | Perm.X))
print(sorted(name for name in globals() if name.isupper()))
print(repr(LOW | HIGH))
