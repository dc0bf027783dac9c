tests = [
    lambda: [1, 2][5],
    lambda: {'a': 1}['b'],
    lambda: int('12a'),
    lambda: None.upper(),
    lambda: 'a' + 1,
    lambda: undefined_name,
    lambda: 1 / 0,
    lambda: [].pop(),
    lambda: float('nan?'),
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, '|', e)
