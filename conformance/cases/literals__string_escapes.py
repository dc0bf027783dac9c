print('a\tb|')
print("line1\nline2")
print('quote\'s', "dq\"s")
print('\x41\u00e9\N{GREEK SMALL LETTER ALPHA}')
print(r'raw\n', len(r'\n'), len('\n'))
print('abc' 'def', "con" "cat")
print('''triple
quoted''')
print(repr('\x00\x7f\t'), repr("it's"), repr('say "hi"'), repr('both \' and "'))
