def f():
    try:
        raise ExceptionGroup('g', [OSError('disk')])
    except* ValueError:
        print('never')
    finally:
        print('finally runs')
try:
    f()
except* OSError as eg:
    print('outer caught', [str(x) for x in eg.exceptions])
