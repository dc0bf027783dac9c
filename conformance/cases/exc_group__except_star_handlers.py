def run_all(tasks):
    errors = []
    results = []
    for t in tasks:
        try:
            results.append(t())
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("batch failed", errors)
    return results

tasks = [lambda: 1, lambda: int("x"), lambda: {}["k"], lambda: 1 / 0, lambda: int("y")]
try:
    run_all(tasks)
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions])
except* (KeyError, ZeroDivisionError) as eg:
    print("lookup/zero:", sorted(type(e).__name__ for e in eg.exceptions))
eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
match, rest = eg.split(ValueError)
print(repr(match))
print(repr(rest))
print(eg.subgroup(lambda e: isinstance(e, TypeError)))
print(eg.subgroup(KeyError))
try:
    raise ExceptionGroup("g", [OSError("disk")])
except* OSError as g:
    print("os:", g.exceptions[0], type(g).__name__)
try:
    try:
        raise ExceptionGroup("g", [KeyError("a"), IndexError("b")])
    except* KeyError:
        print("handled key")
except ExceptionGroup as leftover:
    print("leftover", leftover.exceptions)
