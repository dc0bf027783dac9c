t = (1, 2, 3)
print(t[0])
try:
    t[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
s = 'abc'
try:
    s[0] = 'z'
except TypeError as e:
    print(type(e).__name__, e)
t[1] = 0
