print('héllo'.encode(), 'abc'.encode('ascii'), 'é'.encode('utf-8'))
print(b'h\xc3\xa9llo'.decode(), b'abc'.decode('ascii'))
table = str.maketrans('abc', 'xyz')
print('aabbcc'.translate(table))
t2 = str.maketrans({'a': '1', 'b': None})
print('abcab'.translate(t2))
try:
    'é'.encode('ascii')
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
try:
    b'\xff'.decode('utf-8')
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
