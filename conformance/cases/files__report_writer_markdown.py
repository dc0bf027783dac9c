import json
import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
sales = [
    {"region": "north", "month": "2024-01", "amount": 1200.5},
    {"region": "south", "month": "2024-01", "amount": 980.0},
    {"region": "north", "month": "2024-02", "amount": 1430.25},
    {"region": "south", "month": "2024-02", "amount": 1010.75},
    {"region": "west", "month": "2024-02", "amount": 300.0},
]
(root / "sales.json").write_text(json.dumps(sales))
data = json.loads((root / "sales.json").read_text())
regions = sorted({r["region"] for r in data})
months = sorted({r["month"] for r in data})
table = {(r["region"], r["month"]): r["amount"] for r in data}
lines = ["# Sales report", "", "| region | " + " | ".join(months) + " | total |",
         "|---" * (len(months) + 2) + "|"]
for region in regions:
    cells = [table.get((region, m), 0.0) for m in months]
    lines.append(f"| {region} | " + " | ".join(f"{c:,.2f}" for c in cells) + f" | {sum(cells):,.2f} |")
grand = sum(r["amount"] for r in data)
lines += ["", f"**Grand total:** {grand:,.2f}"]
out = root / "reports" / "sales.md"
out.parent.mkdir()
out.write_text("\n".join(lines) + "\n")
print(out.read_text())
print(sorted(p.name for p in root.rglob("*")))
shutil.rmtree(root)
