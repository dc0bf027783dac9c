import csv
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "people.csv")
rows = [{"name": "Ada", "age": 36, "city": "London"},
        {"name": "Grace", "age": 45, "city": "New York, NY"},
        {"name": 'Linus "L"', "age": 28, "city": "Helsinki"}]
with open(path, "w", newline="") as f:
    writer = csv.DictWriter(f, fieldnames=["name", "age", "city"])
    writer.writeheader()
    writer.writerows(rows)
with open(path, newline="") as f:
    print(f.read())
with open(path, newline="") as f:
    reader = csv.DictReader(f)
    print(reader.fieldnames)
    loaded = list(reader)
for row in loaded:
    print(row["name"], int(row["age"]) + 1, row["city"])
print(sum(int(r["age"]) for r in loaded) / len(loaded))
tsv = os.path.join(root, "data.tsv")
with open(tsv, "w", newline="") as f:
    w = csv.writer(f, delimiter="\t")
    w.writerow(["x", "y"])
    for i in range(3):
        w.writerow([i, i * i])
with open(tsv, newline="") as f:
    print([row for row in csv.reader(f, delimiter="\t")])
shutil.rmtree(root)
