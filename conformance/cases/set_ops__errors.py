s = {1, 2}
try:
    s.remove(5)
except KeyError as e:
    print(type(e).__name__, e)
try:
    set().pop()
except KeyError as e:
    print(type(e).__name__, e)
try:
    s.add([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    {[]}
except TypeError as e:
    print(type(e).__name__, e)
try:
    s | [3]
except TypeError as e:
    print(type(e).__name__, e)
f = frozenset(s)
f.add(3)
