# Expense claim in exact decimals, converted to USD, with a per-item cap.
from decimal import Decimal, ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP

ITEMS = [('lunch', '38.75', 'GBP'), ('dinner', '52.30', 'EUR'), ('coffee', '4.20', 'USD')]
CAP = Decimal("200")
CENT = Decimal("0.01")

def usd(amount, currency):
    converted = convert_currency(float(amount), currency, "USD")
    return Decimal(str(converted)).quantize(CENT, rounding=ROUND_HALF_UP)

lines, rejected = [], []
for what, amount, currency in ITEMS:
    value = Decimal(amount)
    try:
        in_usd = usd(value, currency)
    except ValueError as exc:
        rejected.append((what, str(exc)))
        continue
    covered = min(in_usd, CAP)
    lines.append((what, value, currency, in_usd, covered))

print(f"{'item':<8}{'amount':>10} {'ccy':<4}{'usd':>10}{'covered':>10}")
for what, value, currency, in_usd, covered in lines:
    mark = "*" if covered < in_usd else " "
    print(f"{what:<8}{value:>10} {currency:<4}{in_usd:>10}{covered:>10}{mark}")
total = sum((l[3] for l in lines), Decimal(0))
paid = sum((l[4] for l in lines), Decimal(0))
print(f"claimed {total} USD, reimbursed {paid} USD, "
      f"out of pocket {total - paid}")
if rejected:
    for what, why in rejected:
        print(f"rejected {what}: {why}")
share = (paid / total * 100).quantize(Decimal("0.1")) if total else Decimal(0)
print(f"coverage {share}%")
