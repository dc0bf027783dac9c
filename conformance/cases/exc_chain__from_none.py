def lookup(k):
    try:
        return {'a': 1}[k]
    except KeyError:
        raise ValueError(f'bad key {k!r}') from None
try:
    lookup('z')
except ValueError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
