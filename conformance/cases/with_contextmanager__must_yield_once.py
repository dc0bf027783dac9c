from contextlib import contextmanager
@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)
@contextmanager
def two_yields():
    yield 1
    yield 2
try:
    with two_yields() as v:
        print('got', v)
except RuntimeError as e:
    print(type(e).__name__, e)
