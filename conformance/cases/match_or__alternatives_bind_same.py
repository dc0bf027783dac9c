def f(x):
    match x:
        case (1, y) | (y, 1):
            return f'y={y}'
        case [a, b] | {'a': a, 'b': b}:
            return f'a={a} b={b}'
        case 'x' | 'y' | 'z':
            return 'letter'
    return 'none'
print(f((1, 5)), f((7, 1)), f([3, 4]), f({'a': 1, 'b': 2, 'c': 3}), f('y'), f(0))
