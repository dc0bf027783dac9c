x = 5
try:
    x()
except TypeError as e:
    print(type(e).__name__, e)
s = 'abc'
try:
    s(1)
except TypeError as e:
    print(type(e).__name__, e)
lst = [1, 2]
try:
    lst()
except TypeError as e:
    print(type(e).__name__, e)
print(callable(x), callable(len), callable(lambda: 0), callable(int))
n = None
n()
