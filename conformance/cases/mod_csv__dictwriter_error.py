import csv
import io
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=['a', 'b'])
w.writerow({'a': 1, 'b': 2})
try:
    w.writerow({'a': 1, 'c': 3})
except ValueError as e:
    print(type(e).__name__, e)
print(repr(out.getvalue()))
r = csv.DictReader(io.StringIO('a,b\n1\n1,2,3\n'), restval='-')
print([dict(x) for x in r])
