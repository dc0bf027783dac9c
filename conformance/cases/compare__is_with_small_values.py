a = None
b = []
print(a is None, b is not None, type(b) is list)
x = 'hello'
y = x
print(x is y, x == 'hel' + 'lo')
t1 = (1, 2)
t2 = t1
print(t1 is t2, t1 == (1, 2))
print(True is not False, (1 == 1) is True, (not 0) is True)
