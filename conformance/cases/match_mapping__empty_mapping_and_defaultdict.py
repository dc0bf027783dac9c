from collections import defaultdict
def check(m):
    match m:
        case {}:
            return 'any mapping'
print(check({}), check({'a': 1}), check([]) )
dd = defaultdict(int)
match dd:
    case {'missing': v}:
        print('matched', v)
    case _:
        print('no key; get() does not create', dict(dd))
