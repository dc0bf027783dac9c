from enum import Enum, auto

class Op(Enum):
    PUSH = auto()
    POP = auto()
    ADD = auto()
    MUL = auto()
    PRINT = auto()

def run(program):
    stack, out = [], []
    for op, *args in program:
        match op:
            case Op.PUSH:
                stack.extend(args)
            case Op.POP:
                stack.pop()
            case Op.ADD | Op.MUL:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if op is Op.ADD else a * b)
            case Op.PRINT:
                out.append(stack[-1])
            case _:
                raise ValueError(f"unknown op {op}")
    return stack, out

prog = [(Op.PUSH, 2, 3), (Op.ADD,), (Op.PRINT,), (Op.PUSH, 4), (Op.MUL,), (Op.PRINT,), (Op.PUSH, 1), (Op.POP,)]
print(run(prog))
try:
    run([(Op.POP,)])
except IndexError as e:
    print("IndexError:", e)
try:
    run([("JUMP",)])
except ValueError as e:
    print(e)
print([op.name for op in Op], Op.ADD.value, Op(5))
