import io
s = io.StringIO('alpha\nbeta\ngamma\n')
for i, line in enumerate(s, 1):
    print(i, line.strip())
s.seek(6)
s.truncate()
print(repr(s.getvalue()))
s.write('BETA')
print(repr(s.getvalue()))
print(io.StringIO('x').read(0) == '', io.StringIO('abc').read(2))
