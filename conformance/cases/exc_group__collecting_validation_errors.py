class FieldError(ValueError):
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}")
        self.field = field

def validate(record):
    errors = []
    if not record.get("name"):
        errors.append(FieldError("name", "required"))
    if not isinstance(record.get("age"), int):
        errors.append(FieldError("age", "must be an int"))
    elif record["age"] < 0:
        errors.append(FieldError("age", "must be >= 0"))
    if "@" not in record.get("email", ""):
        errors.append(FieldError("email", "invalid"))
    if errors:
        raise ExceptionGroup(f"{len(errors)} invalid field(s)", errors)
    return True

records = [{"name": "ada", "age": 36, "email": "a@x"}, {"name": "", "age": "x", "email": "nope"},
           {"name": "bob", "age": -2, "email": "b@x"}]
for r in records:
    try:
        print("valid:", validate(r))
    except* FieldError as eg:
        print(eg.message, sorted(e.field for e in eg.exceptions))
eg = ExceptionGroup("batch", [FieldError("a", "x"), TypeError("t"), ExceptionGroup("inner", [FieldError("b", "y")])])
fields, rest = eg.split(FieldError)
print([e.field for e in fields.exceptions if isinstance(e, FieldError)], repr(rest))
print(len(list(eg.exceptions)), fields.exceptions[-1].message)
