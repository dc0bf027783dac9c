try:
    try:
        raise ExceptionGroup('grp', [ValueError('v'), ZeroDivisionError('z')])
    except* ValueError as eg:
        print('handled', eg.exceptions)
except ExceptionGroup as rest:
    print('leftover', repr(rest), rest.message)
