# Dialects as classes: subclassing csv.excel / csv.Dialect
import csv
import io


class Semi(csv.excel):
    delimiter = ";"


class Tabbed(csv.Dialect):
    delimiter = "\t"
    quotechar = "'"
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL


out = io.StringIO()
csv.writer(out, Semi).writerow(["a;b", 2, None, 3.5])
csv.writer(out, dialect=Tabbed).writerow(["it's", "x\ty"])
print(repr(out.getvalue()))
print(Semi.delimiter, repr(Semi.quotechar), Semi.quoting == csv.QUOTE_MINIMAL)
print(issubclass(Semi, csv.Dialect), isinstance(Semi(), csv.excel))
print(list(csv.reader(io.StringIO("x;y\n1;2\n"), Semi)))
print(list(csv.DictReader(io.StringIO("k\tv\nq\t'w\tz'\n"), dialect=Tabbed)))
csv.register_dialect("semi", Semi)
print(csv.get_dialect("semi").delimiter)


class Broken(csv.Dialect):
    delimiter = ";;"


try:
    Broken()
except Exception as exc:
    print(type(exc).__name__, exc)
try:
    csv.register_dialect("broken", delimiter="")
except Exception as exc:
    print(type(exc).__name__, exc)
try:
    csv.register_dialect(42, Semi)
except TypeError as exc:
    print("TypeError:", exc)
