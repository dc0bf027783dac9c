from contextlib import contextmanager
@contextmanager
def swallow(*types):
    try:
        yield
    except types as e:
        print('swallowed', type(e).__name__, e)
with swallow(ValueError, KeyError):
    int('nope')
with swallow(KeyError):
    {}['x']
print('still running')
