import re
import operator
from dataclasses import dataclass
from typing import Iterator

TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%(),^]))")

@dataclass(frozen=True)
class Tok:
    kind: str
    text: str
    pos: int

class ParseError(SyntaxError):
    pass

def tokenize(src: str) -> Iterator[Tok]:
    pos = 0
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m or m.end() == pos:
            raise ParseError(f"unexpected character {src[pos]!r} at {pos}")
        kind = m.lastgroup
        yield Tok(kind, m.group(kind), m.start(kind))
        pos = m.end()

OPS = {"+": (1, "L", operator.add), "-": (1, "L", operator.sub), "*": (2, "L", operator.mul),
       "/": (2, "L", operator.truediv), "%": (2, "L", operator.mod), "**": (3, "R", operator.pow),
       "^": (3, "R", operator.pow)}
FUNCS = {"max": max, "min": min, "abs": abs}

def to_rpn(tokens):
    out, stack = [], []
    for t in tokens:
        if t.kind == "num":
            out.append(float(t.text) if "." in t.text else int(t.text))
        elif t.kind == "name":
            stack.append(t.text)
        elif t.text == ",":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
        elif t.text in OPS:
            p, assoc, _ = OPS[t.text]
            while stack and stack[-1] in OPS and (OPS[stack[-1]][0] > p or (OPS[stack[-1]][0] == p and assoc == "L")):
                out.append(stack.pop())
            stack.append(t.text)
        elif t.text == "(":
            stack.append("(")
        elif t.text == ")":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
            if not stack:
                raise ParseError(f"unbalanced ')' at {t.pos}")
            stack.pop()
            if stack and stack[-1] in FUNCS:
                out.append(stack.pop())
    while stack:
        top = stack.pop()
        if top == "(":
            raise ParseError("unbalanced '('")
        out.append(top)
    return out

def eval_rpn(rpn, variables):
    st = []
    for item in rpn:
        if isinstance(item, (int, float)):
            st.append(item)
        elif item in OPS:
            b, a = st.pop(), st.pop()
            st.append(OPS[item][2](a, b))
        elif item in FUNCS:
            b, a = st.pop(), st.pop()
            st.append(FUNCS[item](a, b))
        else:
            st.append(variables[item])
    (result,) = st
    return result

env = {"x": 3, "rate": 0.25}
for expr in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "10 / 4 - x", "max(2, x * 2) + min(1, 5)",
             "rate * 100 % 7", "2 ^ 10", "1 + (2", "3 $ 4", "y + 1", "1 )"]:
    try:
        rpn = to_rpn(tokenize(expr))
        print(f"{expr:<26} rpn={' '.join(map(str, rpn)):<22} = {eval_rpn(rpn, env)}")
    except ParseError as e:
        print(f"{expr:<26} ParseError: {e}")
    except KeyError as e:
        print(f"{expr:<26} unknown variable {e}")
    except (IndexError, ValueError) as e:
        print(f"{expr:<26} malformed: {type(e).__name__}: {e}")
print([t.kind for t in tokenize("a+1.5")], issubclass(ParseError, SyntaxError))
