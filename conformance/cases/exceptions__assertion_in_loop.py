def check_all(items):
    for i, item in enumerate(items):
        try:
            assert item > 0, f'item {i} = {item}'
        except AssertionError as e:
            print('failed:', e)
        else:
            print('passed', i)
check_all([3, -1, 0, 7])
