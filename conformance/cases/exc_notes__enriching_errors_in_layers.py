def parse_row(row, lineno):
    try:
        name, qty = row.split(",")
        return name.strip(), int(qty)
    except ValueError as e:
        e.add_note(f"while parsing line {lineno}: {row!r}")
        raise

def load(lines, source):
    out = []
    for i, line in enumerate(lines, 1):
        try:
            out.append(parse_row(line, i))
        except ValueError as e:
            e.add_note(f"in source {source}")
            raise
    return out

print(load(["a, 1", "b,2"], "ok.csv"))
for lines in (["a,1", "b,x"], ["a,1,2"]):
    try:
        load(lines, "bad.csv")
    except ValueError as e:
        print(type(e).__name__, e)
        for note in e.__notes__:
            print("  note:", note)
err = KeyError("k")
err.add_note("first")
try:
    raise err
except KeyError as e:
    e.add_note("second")
    print(e.__notes__)
load(["only-one-field"], "final.csv")
