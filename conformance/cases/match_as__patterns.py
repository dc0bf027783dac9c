def g(x):
    match x:
        case [int() as a, (str() | bytes()) as b]:
            return f'int {a} with {type(b).__name__} {b!r}'
        case {'items': [_, *_] as items}:
            return f'{len(items)} items'
        case (0 | 1) as bit:
            return f'bit {bit}'
        case _ as anything:
            return f'fallback {anything!r}'
print(g([1, 'a']), g([2, b'b']), g({'items': [1, 2]}), g({'items': []}), g(1), g(3.0))
