def total(xs):
    match xs:
        case []:
            return 0
        case [int() | float() as head, *tail]:
            return head + total(tail)
        case [list() as head, *tail]:
            return total(head) + total(tail)
        case [bad, *_]:
            raise TypeError(f'cannot sum {type(bad).__name__}')
print(total([1, [2, 3], [[4]], 5.5]))
try:
    total([1, 'two'])
except TypeError as e:
    print(type(e).__name__, e)
