# What csv.Sniffer.sniff returns is a Dialect class usable everywhere a dialect is
import csv
import io

samples = ["name;age;city\nann;31;Oslo\nbob;27;Rome\n",
           "a,b,c\n1,2,3\n4,5,6\n",
           "x\ty\n'1'\t'2'\n'3'\t'4'\n"]
for sample in samples:
    found = csv.Sniffer().sniff(sample)
    print(found, issubclass(found, csv.Dialect))
    print(" ", repr(found.delimiter), repr(found.quotechar), found.doublequote,
          found.skipinitialspace, found.quoting, repr(found.lineterminator))
    print(" ", list(csv.reader(io.StringIO(sample), found))[:2])
    print(" ", csv.Sniffer().has_header(sample))
    print(" ", found().delimiter == found.delimiter)
found = csv.Sniffer().sniff(samples[0])
csv.register_dialect("sniffed", found)
print(csv.get_dialect("sniffed").delimiter, sorted(csv.list_dialects()))
rows = list(csv.DictReader(io.StringIO(samples[0]), dialect="sniffed"))
print(rows)
out = io.StringIO()
csv.DictWriter(out, ["name", "age"], dialect=found, extrasaction="ignore").writerows(rows)
print(repr(out.getvalue()))
try:
    csv.Sniffer().sniff("")
except csv.Error as exc:
    print("csv.Error:", exc)
