def attempt(x):
    try:
        r = 10 / x
    except ZeroDivisionError:
        print('error branch')
        return None
    else:
        print('else branch', r)
        return r
    finally:
        print('cleanup')
print(attempt(2))
print(attempt(0))
