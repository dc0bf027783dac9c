def f():
    try:
        return 'try'
    finally:
        print('finally runs')
def g():
    try:
        return 'try'
    finally:
        return 'finally'
def h():
    try:
        raise ValueError('lost')
    finally:
        return 'swallowed'
print(f())
print(g())
print(h())
