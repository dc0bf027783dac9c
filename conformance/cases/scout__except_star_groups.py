def validate(rec):
    errors = []
    if not rec.get("name"):
        errors.append(ValueError("name required"))
    if not isinstance(rec.get("age"), int):
        errors.append(TypeError(f"age must be int, got {type(rec.get('age')).__name__}"))
    if rec.get("age", 0) and rec["age"] < 0 if isinstance(rec.get("age"), int) else False:
        errors.append(ValueError("age negative"))
    if errors:
        raise ExceptionGroup(f"invalid record {rec}", errors)

for r in [{"name": "a", "age": 3}, {"name": "", "age": "x"}, {"name": "b", "age": -1}]:
    try:
        validate(r)
        print("valid", r)
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions])
    except* TypeError as eg:
        print("type errors:", [str(e) for e in eg.exceptions])
eg = ExceptionGroup("outer", [ValueError("v"), ExceptionGroup("inner", [KeyError("k"), ValueError("w")])])
print(repr(eg.split(ValueError)[0]), eg.derive([TypeError()]).message)
def leaves(g):
    for e in g.exceptions:
        if isinstance(e, BaseExceptionGroup):
            yield from leaves(e)
        else:
            yield e
print([repr(e) for e in leaves(eg)])
try:
    try:
        raise eg
    except* KeyError:
        print("handled keys")
except ExceptionGroup as rest:
    print("rest:", rest, len(rest.exceptions))
print(str(eg), eg.message)
try:
    raise ExceptionGroup("one", [OSError("disk")])
except* OSError as g:
    raise RuntimeError("translated") from g
