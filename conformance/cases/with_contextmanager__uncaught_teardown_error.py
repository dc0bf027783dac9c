from contextlib import contextmanager
@contextmanager
def session():
    print('open')
    yield 'S'
    print('closing')
    raise ConnectionError('close failed')
with session() as s:
    print('using', s)
