s = 'Python'
print(s[0], s[-1], s[1:4], s[:2], s[3:], s[::-1], s[::2], s[-3:-1])
print(s[10:], s[-100:2], s[4:1], s[1:-1:2])
print(len(s), s * 2, 'th' in s, s + '!')
try:
    print(s[6])
except IndexError as e:
    print(type(e).__name__, e)
try:
    print(s['a'])
except TypeError as e:
    print(type(e).__name__, e)
print(s[1.0])
