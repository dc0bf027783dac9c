def risky():
    try:
        {}["missing"]
    except KeyError:
        raise RuntimeError("handler failed")
try:
    risky()
except RuntimeError as e:
    print(e, repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    try:
        raise ValueError("a")
    except ValueError as e:
        raise TypeError("b") from None
except TypeError as e:
    print(repr(e.__context__), e.__suppress_context__, e.__cause__)
risky()
