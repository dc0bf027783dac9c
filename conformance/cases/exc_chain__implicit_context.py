try:
    try:
        1 / 0
    except ZeroDivisionError:
        int('abc')
except ValueError as e:
    print(type(e).__name__, e)
    print(type(e.__context__).__name__, e.__context__)
    print(e.__cause__, e.__suppress_context__)
