import string
t = string.Template('$a and ${b}x')
print(t.substitute({'a': 1, 'b': 2}), t.substitute({'a': 1}, b='kw'))
try:
    string.Template('bad $ sign').substitute()
except ValueError as e:
    print(type(e).__name__, e)
f = string.Formatter()
print(f.format('{0}-{name}', 'x', name='y'))
print([p[1] for p in f.parse('a{b}c{d!r:>3}')])
