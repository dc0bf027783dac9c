class Token:
    def __init__(self, kind, text):
        self.kind, self.text = kind, text
    def __str__(self):
        return f'<{self.kind}:{self.text}>'
toks = [Token('NUM', '1'), Token('OP', '+'), Token('NUM', '2')]
print(*toks)
print(' '.join(str(t) for t in toks))
print(*toks, sep=', ')
print('%s' % toks[0], '{}'.format(toks[1]))
