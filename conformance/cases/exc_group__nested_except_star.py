def run():
    raise ExceptionGroup('outer', [
        ExceptionGroup('inner', [KeyError('k1'), ValueError('v1')]),
        KeyError('k2'),
    ])
try:
    run()
except* KeyError as eg:
    print('keys', repr(eg))
except* ValueError as eg:
    print('vals', repr(eg))
