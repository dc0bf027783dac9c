try:
    a, b = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    a, b = None
except TypeError as e:
    print(type(e).__name__, e)
x, y = 'ab'
print(x, y)
p, q = 3.5
