import textwrap
s = 'supercalifragilisticexpialidocious is a long word indeed'
print(textwrap.wrap(s, 10))
print(textwrap.wrap(s, 10, break_long_words=False))
print(textwrap.wrap('a-b-c-d-e-f hyphenated-words here', 8))
print(textwrap.wrap('', 10), textwrap.wrap('   ', 10))
w = textwrap.TextWrapper(width=15, max_lines=2, placeholder=' ~')
print(w.wrap('one two three four five six seven'))
