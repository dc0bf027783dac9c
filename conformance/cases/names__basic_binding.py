x = 1
y = x
x = 2
print(x, y)
_private = 'p'
name2 = _private * 2
print(name2)
Café = 'unicode'
print(Café)
a, A = 1, 2
print(a, A)
