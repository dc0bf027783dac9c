b = b'abc'
print(b == b'abc', b < b'abd', b != 'abc', sorted(b'cab'))
print(b.center(7, b'*'), b.ljust(5, b'.'), b.zfill(5))
print(b'a,b,c'.split(b','), b'  x  '.strip(), b'AbC'.lower(), b'abc'.title())
print(b'%d-%s' % (5, b'z'), b'abc'.index(b'c'), b'hello'.partition(b'l'))
print(max(b'hello'), min(b'hello'), sum(b'\x01\x02\x03'))
print(repr(b'\x00\x80\xff abc\n'), str(b'q'))
