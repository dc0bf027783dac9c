s = 'hello'
t = s.upper()
print(s, t)
try:
    s.append('x')
except AttributeError as e:
    print(type(e).__name__, e)
try:
    print('a' + 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print('abc'.center())
except TypeError as e:
    print(type(e).__name__, e)
print(s.foo)
