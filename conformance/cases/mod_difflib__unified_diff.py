import difflib
a = ['one\n', 'two\n', 'three\n', 'four\n']
b = ['one\n', 'TWO\n', 'three\n', 'four\n', 'five\n']
for line in difflib.unified_diff(a, b, fromfile='old.txt', tofile='new.txt'):
    print(line, end='')
print('---ndiff---')
for line in difflib.ndiff(['abc\n', 'def\n'], ['abd\n', 'def\n']):
    print(line, end='')
