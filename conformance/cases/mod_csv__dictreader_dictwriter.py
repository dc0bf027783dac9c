import csv
import io
data = 'id,product,qty\n1,apple,3\n2,pear,5\n3,fig,0\n'
reader = csv.DictReader(io.StringIO(data))
print(reader.fieldnames)
rows = [r for r in reader]
print(rows[0], sum(int(r['qty']) for r in rows))
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=['product', 'qty'], extrasaction='ignore', lineterminator='\n')
w.writeheader()
for r in rows:
    if int(r['qty']):
        w.writerow(r)
print(out.getvalue(), end='')
