import re
TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")

def tokenize(s):
    for num, op in TOKEN.findall(s):
        if num:
            yield ("num", float(num) if "." in num else int(num))
        elif op.strip():
            yield ("op", op)
    yield ("end", None)

class Parser:
    def __init__(self, text):
        self.tokens = list(tokenize(text))
        self.i = 0
    def peek(self):
        return self.tokens[self.i]
    def take(self):
        tok = self.tokens[self.i]
        self.i += 1
        return tok
    def expr(self):
        v = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            _, op = self.take()
            v = v + self.term() if op == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            _, op = self.take()
            r = self.factor()
            v = v * r if op == "*" else v / r
        return v
    def factor(self):
        kind, val = self.take()
        if kind == "num":
            return val
        if val == "-":
            return -self.factor()
        if val == "(":
            v = self.expr()
            if self.take() != ("op", ")"):
                raise SyntaxError("expected )")
            return v
        raise SyntaxError(f"unexpected {val!r}")

for src in ["1 + 2 * 3", "(1 + 2) * 3", "-4 / (2 - 4)", "2 * (3 + 4) * 5 - 1.5", "10 / 4", "1 / 0", "(1 + 2", "3 + * 4"]:
    try:
        print(f"{src:<24} = {Parser(src).expr()}")
    except (SyntaxError, ZeroDivisionError) as e:
        print(f"{src:<24} ! {type(e).__name__}: {e}")
