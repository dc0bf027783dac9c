a = [1, 2, 3]
try:
    a.remove(9)
except ValueError as e:
    print(type(e).__name__, e)
try:
    a.index(9)
except ValueError as e:
    print(type(e).__name__, e)
try:
    [].pop()
except IndexError as e:
    print(type(e).__name__, e)
try:
    a.pop(10)
except IndexError as e:
    print(type(e).__name__, e)
try:
    a[3]
except IndexError as e:
    print(type(e).__name__, e)
try:
    a[1:2] = 5
except TypeError as e:
    print(type(e).__name__, e)
print(a)
a[-4] = 0
