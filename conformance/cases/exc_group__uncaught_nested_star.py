def step(i):
    if i % 3 == 0:
        raise ValueError(f"bad {i}")
    if i % 3 == 1:
        raise TypeError(f"type {i}")
    return i

errors = []
for i in range(6):
    try:
        step(i)
    except Exception as e:
        errors.append(e)
group = ExceptionGroup("steps", errors)
print(len(group.exceptions), group.message, str(group))
try:
    raise group
except* ValueError as vg:
    print("values", [str(e) for e in vg.exceptions])
    try:
        raise
    except* ValueError:
        print("re-caught inside")
except* TypeError as tg:
    print("types", len(tg.exceptions))
try:
    try:
        raise ExceptionGroup("x", [ValueError(1)])
    except* ValueError:
        raise KeyError("from handler")
except ExceptionGroup as eg:
    print(repr(eg.exceptions[0]), type(eg.exceptions[0].__context__).__name__)
raise ExceptionGroup("final", [ValueError("v"), TypeError("t")])
