rows = [
    {"name": "Alice Smith", "role": "Engineer", "salary": 125000, "start": "2019-04-01"},
    {"name": "Bob", "role": "Designer", "salary": 98000.5, "start": "2021-11-15"},
    {"name": "Carol Jones-Long", "role": "PM", "salary": 143250, "start": "2017-01-09"},
]
cols = ["name", "role", "salary", "start"]
def cell(v):
    return f"{v:,.2f}" if isinstance(v, float) else f"{v:,}" if isinstance(v, int) else str(v)
widths = {c: max(len(c), *(len(cell(r[c])) for r in rows)) for c in cols}
sep = "+" + "+".join("-" * (widths[c] + 2) for c in cols) + "+"
print(sep)
print("|" + "|".join(f" {c.upper():^{widths[c]}} " for c in cols) + "|")
print(sep.replace("-", "="))
for r in rows:
    print("|" + "|".join(f" {cell(r[c]):>{widths[c]}} " if isinstance(r[c], (int, float)) else f" {cell(r[c]):<{widths[c]}} " for c in cols) + "|")
print(sep)
total = sum(r["salary"] for r in rows)
print(f"{'TOTAL':>{sum(widths.values()) + 3 * len(cols) - 4}} {total:,.1f}")
md = ["| " + " | ".join(cols) + " |", "|" + "|".join("---" for _ in cols) + "|"]
md += ["| " + " | ".join(cell(r[c]) for c in cols) + " |" for r in rows]
print("\n".join(md))
print(rows[3])
