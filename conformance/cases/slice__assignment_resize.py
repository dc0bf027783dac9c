a = [0, 1, 2, 3, 4, 5]
a[1:3] = [10, 20, 30, 40]
print(a)
a[-2:] = []
print(a)
a[2:2] = 'xy'
print(a)
a[::-1] = a[:]
print(a)
a[0:100] = [1]
print(a)
b = list(range(5))
b[3:1] = ['ins']
print(b)
