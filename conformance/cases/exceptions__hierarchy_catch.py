tests = [
    ('key', lambda: {}['k']),
    ('index', lambda: [][0]),
    ('zero', lambda: 1 // 0),
    ('value', lambda: int('q')),
    ('type', lambda: 1 + None),
    ('attr', lambda: (1).zz),
]
for name, fn in tests:
    try:
        fn()
    except LookupError as e:
        print(name, 'LookupError', type(e).__name__)
    except ArithmeticError as e:
        print(name, 'ArithmeticError', type(e).__name__)
    except Exception as e:
        print(name, 'Exception', type(e).__name__, e)
