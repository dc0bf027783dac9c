import json
messages = [
    '{"op": "add", "args": [1, 2]}',
    '{"op": "neg", "args": [5]}',
    '{"op": "echo", "text": "hi", "extra": true}',
    '{"op": "add", "args": [1]}',
    '{"nope": 1}',
]
for raw in messages:
    match json.loads(raw):
        case {'op': 'add', 'args': [int(a), int(b)]}:
            print('sum', a + b)
        case {'op': 'neg', 'args': [x]}:
            print('neg', -x)
        case {'op': 'echo', 'text': str(t), **others}:
            print('echo', t, sorted(others))
        case {'op': op}:
            print('bad args for', op)
        case other:
            print('unrecognized', other)
