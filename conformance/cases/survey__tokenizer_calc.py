import re
from dataclasses import dataclass
from typing import Iterator

@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    text: str
    pos: int

SPEC = [("NUM", r"\d+(?:\.\d*)?"), ("ID", r"[A-Za-z_]\w*"), ("OP", r"\*\*|[+\-*/()%^=]"),
        ("WS", r"\s+"), ("BAD", r".")]
MASTER = re.compile("|".join(f"(?P<{k}>{p})" for k, p in SPEC))

class CalcError(Exception):
    pass

def tokenize(src: str) -> Iterator[Token]:
    for m in MASTER.finditer(src):
        kind = m.lastgroup
        if kind == "WS":
            continue
        if kind == "BAD":
            raise CalcError(f"unexpected {m.group()!r} at {m.start()}")
        yield Token(kind, m.group(), m.start())
    yield Token("EOF", "", len(src))

class Parser:
    def __init__(self, src, env):
        self.toks = list(tokenize(src))
        self.i = 0
        self.env = env
    def peek(self):
        return self.toks[self.i]
    def take(self, text=None):
        t = self.toks[self.i]
        if text is not None and t.text != text:
            raise CalcError(f"expected {text!r}, got {t.text or 'EOF'!r} at {t.pos}")
        self.i += 1
        return t
    def expr(self):
        v = self.term()
        while self.peek().text in ("+", "-"):
            op = self.take().text
            v = v + self.term() if op == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek().text in ("*", "/", "%"):
            op = self.take().text
            r = self.factor()
            match op:
                case "*": v *= r
                case "/": v /= r
                case "%": v %= r
        return v
    def factor(self):
        base = self.unary()
        if self.peek().text in ("**", "^"):
            self.take()
            return base ** self.factor()
        return base
    def unary(self):
        t = self.peek()
        if t.text == "-":
            self.take(); return -self.unary()
        if t.text == "(":
            self.take(); v = self.expr(); self.take(")"); return v
        if t.kind == "NUM":
            self.take(); return float(t.text) if "." in t.text else int(t.text)
        if t.kind == "ID":
            self.take()
            try:
                return self.env[t.text]
            except KeyError:
                raise CalcError(f"unknown name {t.text!r}") from None
        raise CalcError(f"unexpected token {t.kind} {t.text!r} at {t.pos}")

env = {"x": 3, "pi": 3.14159}
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-x ^ 2", "10 / 4", "7 % 3 + pi",
            "2 * (3 + ", "y + 1", "3 $ 4", "1 / 0"]:
    try:
        print(f"{src:<12} => {Parser(src, env).expr()!r}")
    except CalcError as e:
        print(f"{src:<12} !! {e}")
    except ZeroDivisionError as e:
        print(f"{src:<12} !! ZeroDivisionError: {e}")
print(list(tokenize("a=1"))[:2])
t = Token("NUM", "1", 0)
try:
    t.kind = "X"
except Exception as e:
    print(type(e).__name__, e)
print(hash(t) == hash(Token("NUM", "1", 0)))
