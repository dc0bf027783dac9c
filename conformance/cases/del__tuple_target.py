a, b, c = 1, 2, 3
del (a, b)
print(c)
try:
    print(a)
except NameError as e:
    print(e)
lst = [1, 2, 3, 4]
del [lst[0], lst[0]]
print(lst)
