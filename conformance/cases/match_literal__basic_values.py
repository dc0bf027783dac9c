def describe(x):
    match x:
        case 0:
            return 'zero'
        case 1 | 2 | 3:
            return 'small'
        case 'hello':
            return 'greeting'
        case True:
            return 'true'
        case None:
            return 'none'
        case -1:
            return 'minus one'
        case 2.5:
            return 'two and a half'
        case _:
            return f'other {x!r}'
for v in [0, 2, 'hello', True, None, -1, 2.5, 1.0, 'x', False]:
    print(repr(v), describe(v))
