# Transform sales CSV into a new CSV with DictWriter, quoting and a computed column.
import csv
import io
from collections import namedtuple, ChainMap, deque

Row = namedtuple("Row", "region month units revenue")
rows = [Row(r["region"], r["month"], int(r["units"]), float(r["revenue"]))
        for r in csv.DictReader(io.StringIO(get_csv("sales")))]
print(rows[0], rows[0]._fields)
out = io.StringIO()
writer = csv.DictWriter(out, fieldnames=["region", "month", "units", "revenue", "per_unit"],
                        quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
writer.writeheader()
for r in rows:
    writer.writerow({**r._asdict(), "per_unit": round(r.revenue / r.units, 2)})
print(out.getvalue())
plain = io.StringIO()
w = csv.writer(plain, delimiter=";", lineterminator="\n")
w.writerows([["name", "note"], ["a;b", 'say "hi"'], ["c", "multi\nline"]])
print(plain.getvalue())
back = list(csv.reader(io.StringIO(plain.getvalue()), delimiter=";"))
print(back)
defaults = {"currency": "USD", "region": "unknown"}
overrides = {"region": "north"}
cfg = ChainMap(overrides, defaults)
print(cfg["region"], cfg["currency"], list(cfg), cfg.maps[1])
window = deque(maxlen=3)
for r in rows:
    window.append(r.units)
    print(f"{r.month} {r.region:<6} moving avg {sum(window) / len(window):6.1f}")
window.rotate(1)
print(window, window.maxlen)
try:
    get_csv("inventory")
except FileNotFoundError as exc:
    print("FileNotFoundError", exc.args, exc.filename, exc.errno)
sniffed = csv.Sniffer().has_header(get_csv("employees"))
print("has header:", sniffed)
