items = [[], [1], [0, 0], {}, {'a': 1}, '', 'x', None, 0, 2]
for it in items:
    if it:
        if isinstance(it, list):
            print('nonempty list', len(it))
        elif isinstance(it, dict):
            print('nonempty dict')
        else:
            print('truthy', repr(it))
    else:
        print('falsy', repr(it))
