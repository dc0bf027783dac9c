vals = ['a', "it's", 'say "x"', 'tab\t', 'é', '\x7f', 1, 1.0, None, [1, 'a'], ('x',), {'k': 'v'}, b'b', 2j, True]
for v in vals:
    print(str(v), repr(v), ascii(v))
print(repr(''), repr("'"), repr('"'), repr('\\'))
