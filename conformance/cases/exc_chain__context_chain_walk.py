def chain(e):
    out = []
    while e is not None:
        out.append(f'{type(e).__name__}({e})')
        e = e.__cause__ or e.__context__
    return ' <- '.join(out)
try:
    try:
        try:
            [][0]
        except IndexError as e:
            raise KeyError('k') from e
    except KeyError:
        raise TypeError('t')
except TypeError as e:
    print(chain(e))
