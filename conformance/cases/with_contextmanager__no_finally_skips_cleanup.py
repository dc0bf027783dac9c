from contextlib import contextmanager
@contextmanager
def fragile():
    print('open')
    yield
    print('close')
try:
    with fragile():
        raise ValueError('boom')
except ValueError as e:
    print('caught', e)
