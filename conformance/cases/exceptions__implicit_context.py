try:
    try:
        [][1]
    except IndexError:
        {}['x']
except KeyError as e:
    print(type(e).__name__, e)
    print(type(e.__context__).__name__, e.__context__)
    print(e.__cause__)
try:
    raise ValueError('plain')
except ValueError as e:
    print(e.__context__, e.__cause__)
