def f():
    try:
        try:
            print('inner try')
            raise KeyError('a')
        finally:
            print('inner finally')
    except KeyError as e:
        print('outer except', e)
        return 'ret'
    finally:
        print('outer finally')
print(f())
