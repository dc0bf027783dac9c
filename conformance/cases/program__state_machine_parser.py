def tokenize(src):
    tokens = []
    state = 'start'
    buf = ''
    for ch in src + ' ':
        if state == 'start':
            if ch.isdigit():
                state, buf = 'num', ch
            elif ch.isalpha():
                state, buf = 'ident', ch
            elif ch in '+-*/()=':
                tokens.append(('op', ch))
            elif ch != ' ':
                raise ValueError(f'bad char {ch!r}')
        elif state == 'num':
            if ch.isdigit():
                buf += ch
            else:
                tokens.append(('num', int(buf)))
                state = 'start'
                if ch in '+-*/()=':
                    tokens.append(('op', ch))
        elif state == 'ident':
            if ch.isalnum() or ch == '_':
                buf += ch
            else:
                tokens.append(('ident', buf))
                state = 'start'
                if ch in '+-*/()=':
                    tokens.append(('op', ch))
    return tokens
print(tokenize('x1 = 42+y*(3-10)'))
print(tokenize('total=a_b/7'))
try:
    tokenize('a $ b')
except ValueError as e:
    print('error:', e)
