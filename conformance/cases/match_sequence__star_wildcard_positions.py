def f(seq):
    match seq:
        case [*_, 0]:
            return 'ends with 0'
        case [0, *_]:
            return 'starts with 0'
        case [_, *mid, _] if 0 in mid:
            return f'0 in middle {mid}'
        case _:
            return 'no zero'
for s in [[1, 0], [0, 1], [1, 0, 1], [1, 2, 0, 3, 4], [5], []]:
    print(s, f(s))
