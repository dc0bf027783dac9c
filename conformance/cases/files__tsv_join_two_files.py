import csv
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
with open(os.path.join(root, "users.tsv"), "w", newline="") as f:
    f.write("id\tname\n1\tAda\n2\tBob\n3\tCy\n")
with open(os.path.join(root, "orders.tsv"), "w", newline="") as f:
    f.write("order\tuser_id\ttotal\n100\t1\t9.50\n101\t3\t20.00\n102\t1\t5.25\n103\t9\t1.00\n")

def read_tsv(name):
    with open(os.path.join(root, name), newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))

users = {u["id"]: u["name"] for u in read_tsv("users.tsv")}
joined, orphans = [], []
for o in read_tsv("orders.tsv"):
    name = users.get(o["user_id"])
    (joined if name else orphans).append({**o, "name": name})
with open(os.path.join(root, "joined.tsv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["order", "name", "total"], delimiter="\t", extrasaction="ignore")
    w.writeheader()
    w.writerows(joined)
with open(os.path.join(root, "joined.tsv")) as f:
    print(f.read())
print("orphans:", [o["order"] for o in orphans])
totals = {}
for row in joined:
    totals[row["name"]] = round(totals.get(row["name"], 0) + float(row["total"]), 2)
print(totals, sorted(set(users.values()) - set(totals)))
shutil.rmtree(root)
