import re

invoice = """Invoice #INV-2024-0042  Date: 2024-03-15
Bill to: ACME Corp <billing@acme.example>
  Widget A      x3   @ $4.50    = $13.50
  Gadget Pro    x1   @ $129.99  = $129.99
  Cable (2m)    x10  @ $0.99    = $9.90
Subtotal: $153.39  Tax (8%): $12.27  Total: $165.66"""
print(re.search(r"#(INV-\d{4}-\d+)", invoice).group(1), re.search(r"Date: (\S+)", invoice).group(1))
print(re.search(r"<([^>]+)>", invoice).group(1))
items = re.findall(r"^\s+(.+?)\s+x(\d+)\s+@ \$(\d+\.\d\d)\s+= \$(\d+\.\d\d)$", invoice, re.M)
for name, qty, unit, line_total in items:
    ok = abs(int(qty) * float(unit) - float(line_total)) < 0.005
    print(f"{name:<12} {qty:>3} {unit:>7} {line_total:>7} {'ok' if ok else 'MISMATCH'}")
amounts = dict(re.findall(r"(Subtotal|Total|Tax \(\d+%\)): \$(\d+\.\d\d)", invoice))
print(amounts)
print(round(sum(float(t) for *_, t in items), 2) == float(amounts["Subtotal"]))
