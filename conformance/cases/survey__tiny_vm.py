from enum import IntEnum
from dataclasses import dataclass

class Op(IntEnum):
    PUSH = 1; ADD = 2; SUB = 3; MUL = 4; JMP = 5; JZ = 6; DUP = 7; PRINT = 8; HALT = 9; SWAP = 10; DEC = 11

@dataclass
class VMError(Exception):
    pc: int
    reason: str
    def __str__(self):
        return f"pc={self.pc}: {self.reason}"

def assemble(src: str):
    labels, prog = {}, []
    lines = [l.split("#")[0].strip() for l in src.strip().splitlines()]
    for l in lines:
        if l.endswith(":"):
            labels[l[:-1]] = len(prog)
        elif l:
            prog.append(l.split())
    code = []
    for parts in prog:
        op = Op[parts[0].upper()]
        arg = None
        if len(parts) > 1:
            arg = labels[parts[1]] if parts[1] in labels else int(parts[1])
        code.append((op, arg))
    return code

def run(code, max_steps=10_000):
    stack, pc, out, steps = [], 0, [], 0
    while True:
        steps += 1
        if steps > max_steps:
            raise VMError(pc, "step limit")
        try:
            op, arg = code[pc]
        except IndexError:
            raise VMError(pc, "fell off the end") from None
        pc += 1
        match op:
            case Op.PUSH: stack.append(arg)
            case Op.ADD | Op.SUB | Op.MUL:
                if len(stack) < 2:
                    raise VMError(pc - 1, f"stack underflow in {op.name}")
                b, a = stack.pop(), stack.pop()
                stack.append({Op.ADD: a + b, Op.SUB: a - b, Op.MUL: a * b}[op])
            case Op.DUP: stack.append(stack[-1])
            case Op.SWAP: stack[-1], stack[-2] = stack[-2], stack[-1]
            case Op.DEC: stack[-1] -= 1
            case Op.JMP: pc = arg
            case Op.JZ:
                if stack.pop() == 0:
                    pc = arg
            case Op.PRINT: out.append(stack[-1])
            case Op.HALT: return out, steps
            case _: raise VMError(pc - 1, f"bad op {op}")

factorial = """
    push 1      # acc
    push 6      # n
loop:
    dup
    jz end
    dup
    push 0
    add
    swap        # n acc -> acc n? keep simple
    swap
    dup
    print
    dec
    jmp loop
end:
    halt
"""
code = assemble(factorial)
print(code[:4])
print(run(code))
print(run(assemble("push 2\npush 3\nmul\nprint\npush 4\nsub\nprint\nhalt")))
for bad in ["add\nhalt", "push 1", "l:\njmp l"]:
    try:
        run(assemble(bad), max_steps=50)
    except VMError as e:
        print("VMError:", e, repr(e))
run(assemble("push 1\nfoo"))
