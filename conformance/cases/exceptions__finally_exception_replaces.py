def f():
    try:
        raise ValueError('original')
    finally:
        raise TypeError('from finally')
try:
    f()
except Exception as e:
    print(type(e).__name__, e, type(e.__context__).__name__, e.__context__)
def g():
    try:
        return 1
    finally:
        [][0]
try:
    g()
except IndexError as e:
    print('g raised', e)
