for exc in [KeyError("k"), IndexError(1), LookupError("l"), ValueError("v"), ZeroDivisionError("z")]:
    try:
        raise exc
    except KeyError:
        print("KeyError branch", exc)
    except LookupError as e:
        print("LookupError branch", type(e).__name__)
    except ArithmeticError:
        print("arith")
    except Exception as e:
        print("generic", repr(e))
    else:
        print("no error")
