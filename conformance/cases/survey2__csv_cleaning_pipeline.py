import csv
import io
import re
from datetime import datetime
from collections import Counter

DIRTY = '''id, name ,email,signup,amount,country
1,  Ana Lima ,ANA@MAIL.COM,2024-01-05,"1,200.50",br
2,Bo Chen,bo@mail,05/02/2024,300,CN
3,"O'Neil, Pat",pat@x.io,2024.03.09, $45.10 ,us
4,,nobody@x.io,2024-13-01,abc,US
5,Dee,dee@x.io,Mar 4 2024,-12,de
2,Bo Chen,bo@mail,05/02/2024,300,CN
'''

DATE_FORMATS = ("%Y-%m-%d", "%m/%d/%Y", "%Y.%m.%d", "%b %d %Y")
EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")

def parse_date(s):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(s.strip(), fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date {s!r}")

def parse_amount(s):
    cleaned = re.sub(r"[,$\s]", "", s)
    return float(cleaned)

reader = csv.DictReader(io.StringIO(DIRTY), skipinitialspace=True)
reader.fieldnames = [f.strip() for f in reader.fieldnames]
print("fields:", reader.fieldnames)
good, problems, seen = [], [], set()
for lineno, row in enumerate(reader, start=2):
    row = {k: (v or "").strip() for k, v in row.items()}
    key = (row["id"], row["email"].lower())
    if key in seen:
        problems.append((lineno, "duplicate"))
        continue
    seen.add(key)
    errs = []
    if not row["name"]:
        errs.append("name missing")
    if not EMAIL.match(row["email"]):
        errs.append(f"bad email {row['email']!r}")
    try:
        row["signup"] = parse_date(row["signup"])
    except ValueError as e:
        errs.append(str(e))
    try:
        row["amount"] = parse_amount(row["amount"])
    except ValueError as e:
        errs.append(f"amount: {e}")
    row["country"] = row["country"].upper()
    row["email"] = row["email"].lower()
    if errs:
        problems.append((lineno, "; ".join(errs)))
    else:
        good.append(row)

for r in good:
    print(f"{r['id']:>2} {r['name']:<12} {r['email']:<14} {r['signup']} {r['amount']:>9.2f} {r['country']}")
for lineno, msg in problems:
    print(f"line {lineno}: {msg}")
print(Counter(r["country"] for r in good))
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["id", "name", "amount"], extrasaction="ignore", lineterminator="\n")
w.writeheader()
w.writerows(good)
print(out.getvalue())
sniff = csv.Sniffer().sniff("a;b;c\n1;2;3\n")
print(repr(sniff.delimiter), list(csv.reader(["x;'y;z'"], delimiter=";", quotechar="'")))
