import io
out = io.StringIO()
print('hello', 42, file=out)
print('a', 'b', sep='-', end='!\n', file=out)
text = out.getvalue()
print(repr(text))
out.close()
print(out.closed)
try:
    out.write('more')
except ValueError as e:
    print(type(e).__name__, e)
