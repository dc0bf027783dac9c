import difflib
a = 'the quick brown fox'.split()
b = 'the slow brown dog'.split()
for line in difflib.context_diff(a, b, lineterm=''):
    print(line)
d = difflib.Differ()
print(list(d.compare(['a\n', 'b\n'], ['a\n', 'c\n'])))
