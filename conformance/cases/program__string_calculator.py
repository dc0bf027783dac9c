def calc(expr):
    tokens = expr.replace('(', ' ( ').replace(')', ' ) ').split()
    pos = 0
    def peek():
        return tokens[pos] if pos < len(tokens) else None
    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]
    def atom():
        t = take()
        if t == '(':
            v = expr_()
            take()
            return v
        if t == '-':
            return -atom()
        return float(t) if '.' in t else int(t)
    def term():
        v = atom()
        while peek() in ('*', '/', '%'):
            op = take()
            r = atom()
            v = v * r if op == '*' else v / r if op == '/' else v % r
        return v
    def expr_():
        v = term()
        while peek() in ('+', '-'):
            op = take()
            v = v + term() if op == '+' else v - term()
        return v
    return expr_()
for e in ['1 + 2 * 3', '( 1 + 2 ) * 3', '10 / 4', '2 * ( 3 + 4 ) - - 1', '7 % 3 + 0.5', '8 / ( 2 - 2 )']:
    try:
        print(e, '=', calc(e))
    except ZeroDivisionError as err:
        print(e, '->', type(err).__name__, err)
