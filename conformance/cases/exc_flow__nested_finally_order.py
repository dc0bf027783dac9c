def f():
    try:
        try:
            print('inner try')
            raise ValueError('v')
        finally:
            print('inner finally')
    except ValueError as e:
        print('outer except', e)
        return 'from except'
    finally:
        print('outer finally')
print(f())
