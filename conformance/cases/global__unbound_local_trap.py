x = 10
def f():
    print('start')
    print(x)
    x = 5
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
def g():
    global x
    print(x)
    x = 5
g()
print(x)
