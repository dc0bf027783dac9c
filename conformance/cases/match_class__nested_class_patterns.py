from dataclasses import dataclass
@dataclass
class Num:
    v: int
@dataclass
class BinOp:
    op: str
    left: object
    right: object
def ev(e):
    match e:
        case Num(v):
            return v
        case BinOp('+', l, r):
            return ev(l) + ev(r)
        case BinOp('*', Num(0), _) | BinOp('*', _, Num(0)):
            return 0
        case BinOp('*', l, r):
            return ev(l) * ev(r)
        case BinOp(op):
            raise ValueError(f'unknown op {op}')
print(ev(BinOp('+', Num(1), BinOp('*', Num(2), Num(3)))))
print(ev(BinOp('*', Num(0), BinOp('/', Num(1), Num(0)))))
try:
    ev(BinOp('/', Num(1), Num(2)))
except ValueError as e:
    print(type(e).__name__, e)
