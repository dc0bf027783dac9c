try:
    try:
        raise ExceptionGroup('g', [ValueError('v')])
    except* ValueError:
        raise KeyError('from handler')
except ExceptionGroup as eg:
    print(repr(eg))
    print(type(eg.exceptions[0].__context__).__name__)
except KeyError as k:
    print('plain', k)
