d = {'a': 1}
try:
    del d['b']
except KeyError as e:
    print(type(e).__name__, e)
lst = [1]
try:
    del lst[3]
except IndexError as e:
    print(type(e).__name__, e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print(type(e).__name__, e)
x = 1
del x
del x
