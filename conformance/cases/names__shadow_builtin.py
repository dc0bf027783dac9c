print(len([1, 2, 3]))
len = lambda s: 42
print(len([1, 2, 3]))
del len
print(len([1, 2, 3]))
list = [5, 6]
print(list)
del list
print(list('ab'))
