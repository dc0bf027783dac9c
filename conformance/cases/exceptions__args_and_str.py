e1 = ValueError()
e2 = ValueError('one')
e3 = ValueError('two', 2)
e4 = KeyError('key')
e5 = Exception(42)
for e in [e1, e2, e3, e4, e5]:
    print(repr(e), '|', str(e), '|', e.args, len(e.args))
print(str(KeyError()), repr(IndexError('i')))
