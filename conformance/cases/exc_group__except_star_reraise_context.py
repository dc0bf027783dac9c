try:
    raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
except* ValueError as e:
    try:
        raise
    except* ValueError as inner:
        print("inner", inner is e, repr(inner))
except* TypeError:
    print("types")
try:
    try:
        raise ExceptionGroup("h", [ValueError(1), KeyError(2)])
    except* ValueError as m:
        print("ctx", m.__context__)
        raise
except ExceptionGroup as eg:
    print(repr(eg), eg.__context__)
try:
    try:
        raise ValueError("naked")
    except* ValueError as m:
        raise KeyError("k")
except KeyError as k:
    print(repr(k.__context__), k.__context__.__context__)
try:
    try:
        raise ExceptionGroup("p", [ValueError(1), KeyError(2)])
    except* ValueError:
        pass
except ExceptionGroup as eg:
    print("partial", repr(eg), eg.__context__)
try:
    try:
        raise ExceptionGroup("q", [ValueError(1), KeyError(2)])
    except* ValueError:
        raise TypeError("t")
except ExceptionGroup as eg:
    print("mixed", repr(eg), eg.__context__, repr(eg.exceptions[0].__context__))
try:
    1 / 0
except ZeroDivisionError:
    try:
        try:
            raise ExceptionGroup("r", [ValueError(1), KeyError(2)])
        except* ValueError:
            pass
    except ExceptionGroup as eg:
        print("in handler", repr(eg), repr(eg.__context__))
print("end")
