import textwrap
text = 'The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.'
for line in textwrap.wrap(text, width=25):
    print(repr(line))
print(textwrap.fill(text, width=40))
print(textwrap.fill(text, width=30, initial_indent='* ', subsequent_indent='  '))
