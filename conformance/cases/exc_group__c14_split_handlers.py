def validate(rec):
    errs = []
    if not rec.get("name"):
        errs.append(ValueError("name required"))
    if not isinstance(rec.get("age"), int):
        errs.append(TypeError(f"age must be int, got {type(rec.get('age')).__name__}"))
    if rec.get("age", 0) and rec["age"] < 0 if isinstance(rec.get("age"), int) else False:
        errs.append(ValueError("age negative"))
    if errs:
        raise ExceptionGroup(f"record {rec.get('id')}", errs)
for rec in [{"id": 1, "name": "a", "age": 3}, {"id": 2, "age": "x"}, {"id": 3, "name": "b", "age": -1}]:
    try:
        validate(rec)
        print("ok", rec["id"])
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions], eg.message)
    except* TypeError as eg:
        print("type errors:", [str(e) for e in eg.exceptions])
eg = ExceptionGroup("all", [KeyError("k"), ValueError("v"), ExceptionGroup("inner", [ValueError("w")])])
match, rest = eg.split(ValueError)
print(repr(match), repr(rest))
print(len(eg.exceptions), eg.subgroup(lambda e: isinstance(e, KeyError)).exceptions)
raise eg
