# Expense claim in exact decimals, converted to USD, with a per-item cap.
from decimal import Decimal, ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP

# --- tool call log ---
import functools
from collections import Counter as _Counter

CALLS = _Counter()
FAILURES = []

def logged(tool):
    @functools.wraps(tool)
    def wrapper(*args, **kwargs):
        CALLS[tool.__name__] += 1
        try:
            return tool(*args, **kwargs)
        except Exception as exc:
            FAILURES.append((tool.__name__, type(exc).__name__))
            raise
    return wrapper

convert_currency = logged(convert_currency)

ITEMS = [('hotel', '189.00', 'EUR'), ('dinner', '52.30', 'EUR'), ('train', '64.10', 'USD'), ('visa', '160.00', 'JPY'), ('coffee', '4.20', 'USD'), ('taxi', '12.40', 'EUR')]
CAP = Decimal("200")
CENT = Decimal("0.01")

def usd(amount, currency):
    converted = convert_currency(float(amount), currency, "USD")
    return Decimal(str(converted)).quantize(CENT, rounding=ROUND_HALF_EVEN)

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
