import csv
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "messy.csv")
with open(path, "w", newline="") as f:
    f.write('id;name;note\n1;"Smith; John";"said ""hi"""\n2;Ann;\n3;Bob;extra;fields\n4\n')
with open(path, newline="") as f:
    for row in csv.reader(f, delimiter=";"):
        print(row)
with open(path, newline="") as f:
    reader = csv.DictReader(f, delimiter=";", restkey="_extra", restval="-")
    for row in reader:
        print(dict(row))
    print(reader.line_num)
out = os.path.join(root, "out.csv")
with open(out, "w", newline="") as f:
    w = csv.writer(f, quoting=csv.QUOTE_ALL)
    w.writerow(["a", 1, None, 2.5])
    w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, escapechar="\\", doublequote=False)
    w.writerow(['he said "x"', "plain"])
with open(out, newline="") as f:
    print(repr(f.read()))
try:
    csv.writer(open(os.path.join(root, "e.csv"), "w"), quoting=csv.QUOTE_NONE).writerow(['a"b,c'])
except csv.Error as e:
    print("csv.Error:", e)
shutil.rmtree(root)
