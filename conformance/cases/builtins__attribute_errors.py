for obj, name in [(1, 'foo'), ('s', 'append'), ([], 'upper'), (None, 'x'), ({}, 'add'), (1.5, 'bit_length'), ((1,), 'sort')]:
    try:
        getattr(obj, name)
    except AttributeError as e:
        print(type(e).__name__, e)
try:
    (1).foo
except AttributeError as e:
    print(type(e).__name__, e)
x = None
x.append(1)
