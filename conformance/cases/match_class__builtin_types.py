def classify(x):
    match x:
        case bool(b):
            return f'bool {b}'
        case int(n) if n < 0:
            return f'negative int {n}'
        case int(n):
            return f'int {n}'
        case float(f):
            return f'float {f}'
        case str() if not x:
            return 'empty string'
        case str(s):
            return f'str {s!r}'
        case list([first, *_]):
            return f'list starting {first}'
        case list():
            return 'empty list'
        case dict():
            return 'dict'
        case tuple((a, b)):
            return f'pair {a},{b}'
    return 'unknown'
for v in [True, -3, 7, 1.5, '', 'hi', [9, 8], [], {}, (1, 2), (1,), None]:
    print(classify(v))
