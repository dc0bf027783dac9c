s = '  \tpadded text \n'
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print('xxhixx'.strip('x'), 'abcba'.strip('ab'), '..a..'.lstrip('.'))
print('7'.zfill(3), '-7'.zfill(4), '+12'.zfill(5), 'abc'.zfill(2))
print('[' + 'mid'.center(9) + ']', '[' + 'mid'.center(8, '*') + ']')
print('[' + 'l'.ljust(4, '.') + ']', '[' + 'r'.rjust(4) + ']')
print('prefix_body'.removeprefix('prefix_'), 'file.txt'.removesuffix('.txt'), 'a'.removeprefix('b'))
print('a\tb\tc'.expandtabs(4))
