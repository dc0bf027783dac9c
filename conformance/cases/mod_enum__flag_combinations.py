from enum import Flag, IntFlag, auto

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W

p = Perm.R | Perm.X
print(p, Perm.R in p, Perm.W in p, bool(Perm(0)))
print(list(Perm.RW), Perm.RW.value, (Perm.RW & Perm.W))
print(~Perm.R)
print([m.name for m in Perm])

class Mode(IntFlag):
    READ = 4
    WRITE = 2
    EXEC = 1

m = Mode.READ | Mode.WRITE
print(m, int(m), m & 2, Mode(7))
print(Mode.READ | 8)
print(repr(Mode(0)))
def describe(flags):
    return "+".join(f.name for f in Perm if f in flags and f.name != "RW") or "none"
print(describe(Perm.R | Perm.W), describe(Perm(0)))
