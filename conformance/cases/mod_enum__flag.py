from enum import Flag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, bool(Perm.X & rw))
print(rw.value, Perm(7), Perm(0), [p.name for p in rw])
print(rw & ~Perm.W, (Perm.R | Perm.W | Perm.X) == Perm(7))
