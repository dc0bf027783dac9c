import csv, io
data = "name;age;city\nann;31;Oslo\nbob;27;Rome\n"
s = csv.Sniffer()
d = s.sniff(data)
print(d.delimiter, repr(d.quotechar), d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting)
print(s.has_header(data), s.has_header("1,2\n3,4\n"))
print(list(csv.reader(io.StringIO(data), d)))
print([dict(r) for r in csv.DictReader(io.StringIO(data), dialect=d)])
print(s.sniff('a|b|c\n1|2|3\n', delimiters='|,').delimiter)
q = s.sniff('"x", "y"\n"1", "2"\n')
print(repr(q.delimiter), q.skipinitialspace, repr(q.quotechar))
try:
    s.sniff('abc\ndef\n')
except csv.Error as e:
    print('Error', e)
print(s.preferred)
