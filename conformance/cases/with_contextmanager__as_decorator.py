from contextlib import contextmanager
@contextmanager
def announce(msg):
    print('start', msg)
    yield
    print('end', msg)
@announce('job')
def job(x):
    print('working on', x)
    return x * 2
print(job(3))
print(job(4))
