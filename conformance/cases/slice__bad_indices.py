lst = [1, 2, 3]
try:
    lst['a':2]
except TypeError as e:
    print(type(e).__name__, e)
try:
    lst[1.5]
except TypeError as e:
    print(type(e).__name__, e)
print(lst[True], lst[False:True])
try:
    lst[None]
except TypeError as e:
    print(type(e).__name__, e)
print('abc'[::1.0])
