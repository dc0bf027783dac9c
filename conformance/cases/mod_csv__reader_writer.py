import csv
import io
src = io.StringIO('name,age,city\nann,30,"New York, NY"\nbob,25,Paris\n')
rows = list(csv.reader(src))
print(rows)
out = io.StringIO()
w = csv.writer(out)
w.writerow(['a', 'b,c', 'd"e'])
w.writerows([[1, 2, 3], ['x', None, 4.5]])
print(repr(out.getvalue()))
