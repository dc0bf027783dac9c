print('a,b,,c'.split(','))
print('  many   spaces here '.split())
print('a b c d'.split(' ', 2), 'a b c d'.rsplit(' ', 2))
print('line1\nline2\r\nline3'.splitlines(), 'x\ny\n'.splitlines(True))
print('-'.join(['a', 'b', 'c']), ''.join('xyz'), ', '.join([]))
print('key=value=x'.partition('='), 'key=value=x'.rpartition('='))
print('nope'.partition('='), ''.split(','), ''.split())
try:
    '-'.join(['a', 1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    'a'.split('')
except ValueError as e:
    print(type(e).__name__, e)
