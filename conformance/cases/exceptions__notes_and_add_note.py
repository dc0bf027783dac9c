def validate(record):
    errors = []
    for field in ("name", "age"):
        if field not in record:
            err = KeyError(field)
            err.add_note(f"record id={record.get('id')}")
            errors.append(err)
    if errors:
        raise ExceptionGroup("invalid record", errors)

try:
    validate({"id": 3})
except ExceptionGroup as eg:
    print(eg, len(eg.exceptions))
    for e in eg.exceptions:
        print(repr(e), e.__notes__)

def parse(line, lineno):
    try:
        return int(line)
    except ValueError as e:
        e.add_note(f"line {lineno}: {line!r}")
        e.add_note("hint: numbers only")
        raise

try:
    [parse(l, i) for i, l in enumerate(["1", "2", "x3"], 1)]
except ValueError as e:
    print(e, e.__notes__)
try:
    ValueError().add_note(42)
except TypeError as e:
    print(e)
e = RuntimeError("r")
print(hasattr(e, "__notes__"))
e.add_note("n")
print(e.__notes__)
parse("bad", 9)
