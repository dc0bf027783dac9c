def f(x):
    try:
        if x == 0:
            raise ValueError('zero')
        return 'ok'
    except ValueError:
        return 'handled'
    finally:
        print('finally for', x)
print(f(1))
print(f(0))
def g():
    try:
        return 'try'
    finally:
        return 'finally wins'
print(g())
