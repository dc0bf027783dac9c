from contextlib import contextmanager
@contextmanager
def guard(label):
    print('setup', label)
    try:
        yield
    except ZeroDivisionError as e:
        print('handled in cm:', e)
    finally:
        print('teardown', label)
with guard('a'):
    1 / 0
print('after a')
try:
    with guard('b'):
        raise KeyError('kb')
except KeyError as e:
    print('escaped', e)
