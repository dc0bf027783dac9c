def f():
    for i in range(3):
        try:
            if i == 1:
                raise ValueError(i)
            print('no error', i)
        except ValueError as e:
            print('caught', e)
            continue
        finally:
            print('finally', i)
    return 'done'
print(f())
def g():
    while True:
        try:
            return 'from try'
        finally:
            print('cleanup before return')
print(g())
