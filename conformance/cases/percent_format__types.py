vals = [42, -42, 3.7, 'str', [1], None, True]
for v in vals:
    print('%s|%r' % (v, v))
print('%d %d %d' % (3.99, -3.99, True))
print('%i%%' % 50, '%5.1f%%' % 99.55, '%-6d|' % 7, '%06.2f' % -1.5)
print('%x' % 3054, '%o' % 64, '%X' % 48879, '%#X' % 48879)
try:
    print('%d' % 1.5j)
except TypeError as e:
    print(type(e).__name__, e)
