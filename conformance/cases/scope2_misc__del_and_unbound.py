def f():
    x = 1
    del x
    try:
        return x
    except UnboundLocalError as e:
        return f'{type(e).__name__}: {e}'
print(f())
y = 1
del y
try:
    y
except NameError as e:
    print(type(e).__name__, e)
