# Registering, using, listing and removing dialects by name
import csv
import io

csv.register_dialect("semicolon", delimiter=";", quoting=csv.QUOTE_MINIMAL)
csv.register_dialect("pipes", "excel", delimiter="|", lineterminator="\n")
print(sorted(csv.list_dialects()))

rows = [["id", "name", "note"], [1, "Ann", "likes; semicolons"], [2, "Bob", 'says "hi"']]
for name in ("semicolon", "pipes", "excel-tab", "unix"):
    out = io.StringIO()
    writer = csv.writer(out, dialect=name)
    writer.writerows(rows)
    text = out.getvalue()
    print(name, repr(text))
    print("  back:", list(csv.reader(io.StringIO(text), dialect=name)))

d = csv.get_dialect("pipes")
print(d.delimiter, repr(d.quotechar), repr(d.lineterminator), d.doublequote, d.quoting)
csv.unregister_dialect("pipes")
print(sorted(csv.list_dialects()))
for bad in ("pipes", "nope"):
    try:
        csv.get_dialect(bad)
    except csv.Error as exc:
        print("csv.Error:", exc)
try:
    csv.unregister_dialect("pipes")
except csv.Error as exc:
    print("csv.Error:", exc)
try:
    csv.writer(io.StringIO(), dialect="pipes")
except csv.Error as exc:
    print("csv.Error:", exc)
