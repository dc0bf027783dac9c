import csv, io
data = 'name;note\n"Lee, Ann";"said ""hi"""\nBob;\n'
rows = list(csv.reader(io.StringIO(data), delimiter=";"))
print(rows)
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["id", "text"], quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writeheader()
w.writerow({"id": 1, "text": 'a "b", c'})
w.writerow({"id": 2.5, "text": ""})
print(out.getvalue(), end="")
r = csv.DictReader(io.StringIO("a,b\n1,2,3\n4\n"))
print([dict(x) for x in r])
try:
    w.writerow({"id": 3, "bad": 1})
except ValueError as e:
    print(e)
