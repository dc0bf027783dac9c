def kind(x):
    match x:
        case [a, b]:
            return f'pair {a} {b}'
        case str() as s:
            return f'string {s}'
        case _:
            return 'other'
print(kind('ab'), kind(['a', 'b']), kind(b'ab'), kind(range(2)), kind({1, 2}))
