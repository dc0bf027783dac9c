def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError('parse failed: ' + s) from e
try:
    parse('abc')
except RuntimeError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__context__ is e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError('k') from None
except KeyError as e:
    print(repr(e), e.__cause__, type(e.__context__).__name__)
