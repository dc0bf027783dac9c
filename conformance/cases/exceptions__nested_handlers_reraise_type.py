def level3():
    raise KeyError('deep')
def level2():
    try:
        level3()
    except KeyError as e:
        raise ValueError('level2 wrap') from e
def level1():
    try:
        level2()
    except ValueError as e:
        print('level1 sees', e, '<-', repr(e.__cause__))
        raise
try:
    level1()
except Exception as e:
    print('top', type(e).__name__, e)
    c = e
    while c is not None:
        print(' chain', type(c).__name__)
        c = c.__cause__
