def risky(n):
    if n == 0:
        return {}['missing']
    if n == 1:
        return [1][3]
    if n == 2:
        return int('bad')
    return n
for n in range(4):
    try:
        print('ok', risky(n))
    except (KeyError, IndexError) as e:
        print('lookup', type(e).__name__, repr(e))
    except (ValueError, TypeError) as e:
        print('value/type', e)
