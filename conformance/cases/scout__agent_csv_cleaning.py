import csv
import io
import re
from collections import Counter

RAW = """Name , Email,Signup Date,Plan,Monthly $
 alice smith ,ALICE@EXAMPLE.COM,2024/01/05,pro,"1,200.00"
Bob Jones,bob@example,05-02-2024,Free,0
carol  white,carol@example.org,2024-03-09,PRO, 49.5
,missing@example.org,2024-03-10,basic,9
Dan Brown,dan@example.com,not a date,basic,
"""
DATE_FORMATS = [(r"^\d{4}/\d{2}/\d{2}$", "%Y/%m/%d"), (r"^\d{2}-\d{2}-\d{4}$", "%d-%m-%Y"), (r"^\d{4}-\d{2}-\d{2}$", "%Y-%m-%d")]
from datetime import datetime
def parse_date(s):
    s = s.strip()
    for pat, fmt in DATE_FORMATS:
        if re.match(pat, s):
            return datetime.strptime(s, fmt).date()
    return None
reader = csv.reader(io.StringIO(RAW))
header = [h.strip().lower().replace(" ", "_").replace("$", "usd") for h in next(reader)]
print(header)
clean, problems = [], Counter()
for lineno, row in enumerate(reader, start=2):
    rec = dict(zip(header, (c.strip() for c in row)))
    if not rec["name"]:
        problems["missing name"] += 1
        continue
    rec["name"] = " ".join(rec["name"].split()).title()
    rec["email"] = rec["email"].lower()
    if not re.fullmatch(r"[^@]+@[^@]+\.\w+", rec["email"]):
        problems["bad email"] += 1
    rec["signup_date"] = parse_date(rec["signup_date"])
    if rec["signup_date"] is None:
        problems["bad date"] += 1
    rec["plan"] = rec["plan"].lower()
    rec["monthly_usd"] = float(rec["monthly_usd"].replace(",", "") or 0)
    clean.append(rec)
for r in clean:
    print(r)
print(dict(problems), sum(r["monthly_usd"] for r in clean), Counter(r["plan"] for r in clean).most_common())
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=header, extrasaction="ignore", lineterminator="\n")
w.writeheader()
w.writerows(clean)
print(out.getvalue().splitlines()[1])
print(float(""))
