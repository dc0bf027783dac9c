for v in [3, 'x', 2.0, [1], None]:
    match v:
        case int(n) | float(n):
            print('number', n)
        case str(s):
            print('string', s)
        case list(l):
            print('list', l)
        case other:
            print('other', other)
