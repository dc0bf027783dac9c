from dataclasses import dataclass

@dataclass
class Num:
    value: float

@dataclass
class Var:
    name: str

@dataclass
class BinOp:
    op: str
    left: object
    right: object

@dataclass
class Call:
    fn: str
    args: list

def evaluate(node, env):
    match node:
        case Num(value=v):
            return v
        case Var(name) if name in env:
            return env[name]
        case Var(name):
            raise NameError(f"undefined {name}")
        case BinOp("+", l, r):
            return evaluate(l, env) + evaluate(r, env)
        case BinOp("*", Num(0), _) | BinOp("*", _, Num(0)):
            return 0
        case BinOp("*", l, r):
            return evaluate(l, env) * evaluate(r, env)
        case BinOp(op, _, _):
            raise ValueError(f"unknown operator {op}")
        case Call("max", [first, *rest]):
            return max([evaluate(first, env)] + [evaluate(a, env) for a in rest])
        case Call(fn, []):
            raise TypeError(f"{fn}() needs arguments")
        case _:
            raise TypeError(f"bad node {node!r}")

env = {"x": 3, "y": 4}
exprs = [BinOp("+", Num(1), Var("x")), BinOp("*", Var("x"), Var("y")), BinOp("*", Var("q"), Num(0)),
         Call("max", [Var("x"), Num(10), BinOp("+", Var("y"), Var("y"))]), BinOp("-", Num(1), Num(2)),
         Var("z"), Call("min", []), "text"]
for e in exprs:
    try:
        print(evaluate(e, env))
    except (NameError, ValueError, TypeError) as err:
        print(type(err).__name__, err)
