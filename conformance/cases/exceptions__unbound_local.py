def f():
    print(x)
    x = 1
def g(flag):
    if flag:
        y = 'set'
    return y
x = 'global'
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
print(g(True))
try:
    g(False)
except NameError as e:
    print(type(e).__name__, isinstance(e, UnboundLocalError), e)
