import csv
import json
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
src = os.path.join(root, "cities.csv")
with open(src, "w", newline="", encoding="utf-8") as f:
    f.write("city,country,population,area_km2\nZürich,CH,421878,87.88\nGenève,CH,203856,15.93\n"
            "Lyon,FR,522250,47.87\nBasel,CH,,23.91\n")

def convert(value):
    if value == "":
        return None
    for cast in (int, float):
        try:
            return cast(value)
        except ValueError:
            pass
    return value

with open(src, newline="", encoding="utf-8") as f:
    records = [{k: convert(v) for k, v in row.items()} for row in csv.DictReader(f)]
for r in records:
    r["density"] = round(r["population"] / r["area_km2"], 1) if r["population"] else None
dst = os.path.join(root, "cities.json")
with open(dst, "w", encoding="utf-8") as f:
    json.dump(records, f, ensure_ascii=False, indent=2)
with open(dst, encoding="utf-8") as f:
    text = f.read()
print(text)
by_country = {}
for r in json.loads(text):
    by_country.setdefault(r["country"], []).append(r["city"])
print(by_country, os.path.getsize(dst) > len(text))
shutil.rmtree(root)
