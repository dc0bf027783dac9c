def tokenizer(s):
    num = ''
    for ch in s + ' ':
        if ch.isdigit():
            num += ch
            continue
        if num:
            yield ('NUM', int(num))
            num = ''
        if ch in '+-*/()':
            yield ('OP', ch)
        elif not ch.isspace():
            raise SyntaxError(f'bad char {ch!r}')
print(list(tokenizer('12+(3*45) - 6')))
try:
    list(tokenizer('1 + a'))
except SyntaxError as e:
    print(type(e).__name__, e)
