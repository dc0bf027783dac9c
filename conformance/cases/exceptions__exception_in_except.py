try:
    try:
        raise ValueError('first')
    except ValueError as e:
        print('handling', e)
        raise TypeError('second')
except TypeError as e:
    print('caught', e, 'context:', repr(e.__context__))
try:
    try:
        raise ValueError('a')
    finally:
        print('finally with pending exception')
except ValueError as e:
    print('propagated', e)
