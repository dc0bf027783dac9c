import re
TOKEN = re.compile(r'\s*(?:(\d+\.?\d*)|(.))')
class ParseError(Exception):
    pass
def tokenize(src):
    out = []
    for num, op in TOKEN.findall(src):
        if num:
            out.append(('num', float(num) if '.' in num else int(num)))
        elif op.strip():
            if op not in '+-*/()':
                raise ParseError(f'unexpected character {op!r}')
            out.append(('op', op))
    return out
class Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.i = 0
    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else ('eof', None)
    def take(self):
        t = self.peek()
        self.i += 1
        return t
    def expr(self):
        v = self.term()
        while self.peek() in (('op', '+'), ('op', '-')):
            op = self.take()[1]
            v = v + self.term() if op == '+' else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek() in (('op', '*'), ('op', '/')):
            op = self.take()[1]
            rhs = self.factor()
            v = v * rhs if op == '*' else v / rhs
        return v
    def factor(self):
        kind, val = self.take()
        if kind == 'num':
            return val
        if (kind, val) == ('op', '-'):
            return -self.factor()
        if (kind, val) == ('op', '('):
            v = self.expr()
            if self.take() != ('op', ')'):
                raise ParseError('expected )')
            return v
        raise ParseError(f'unexpected {val!r}')
def evaluate(src):
    p = Parser(tokenize(src))
    v = p.expr()
    if p.peek()[0] != 'eof':
        raise ParseError(f'trailing input at token {p.i}')
    return v
for src in ['1 + 2 * 3', '(1 + 2) * 3', '-4 / (2 - 4)', '2 * (3 + 4) * 5 - 1.5', '7 / 0', '3 $ 4', '(1 + 2', '1 2']:
    try:
        print(f'{src!r:>24} = {evaluate(src)}')
    except (ParseError, ZeroDivisionError) as e:
        print(f'{src!r:>24} ! {type(e).__name__}: {e}')
