import csv
import io
text = 'a;b;c\n1;"2;3";4\n'
print(list(csv.reader(io.StringIO(text), delimiter=';')))
out = io.StringIO()
w = csv.writer(out, delimiter='\t', quoting=csv.QUOTE_ALL, lineterminator='\n')
w.writerow(['x', 1, 'y z'])
print(repr(out.getvalue()))
out2 = io.StringIO()
csv.writer(out2, quoting=csv.QUOTE_NONNUMERIC, lineterminator='|').writerow(['s', 2, 3.5])
print(out2.getvalue())
print(list(csv.reader(['x,"multi', 'line",y'])))
