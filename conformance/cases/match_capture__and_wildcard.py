def g(cmd):
    match cmd:
        case 'quit':
            return 'bye'
        case other:
            return f'unknown: {other}'
print(g('quit'), g('jump'))
match [1, 2]:
    case _:
        print('wildcard matched')
match 42:
    case n if n > 40:
        print('big', n)
print(n)
