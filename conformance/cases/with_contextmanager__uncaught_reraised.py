from contextlib import contextmanager
@contextmanager
def opened(name):
    print('opening', name)
    try:
        yield name
    finally:
        print('closing', name)
with opened('data.txt') as n:
    print('reading', n)
    raise IOError('read failed')
