from decimal import Decimal
from datetime import date

ledger = [
    (date(2024, 1, 2), "deposit", Decimal("1500.00")),
    (date(2024, 1, 5), "rent", Decimal("-950.00")),
    (date(2024, 1, 9), "groceries", Decimal("-82.35")),
    (date(2024, 1, 9), "refund", Decimal("12.10")),
    (date(2024, 1, 20), "utilities", Decimal("-120.45")),
]
statement = [
    (date(2024, 1, 2), Decimal("1500.00")),
    (date(2024, 1, 5), Decimal("-950.00")),
    (date(2024, 1, 10), Decimal("-82.35")),
    (date(2024, 1, 20), Decimal("-120.45")),
    (date(2024, 1, 21), Decimal("-5.00")),
]
unmatched_statement = list(statement)
matched, missing = [], []
for when, what, amount in ledger:
    candidates = [s for s in unmatched_statement if s[1] == amount and abs((s[0] - when).days) <= 2]
    if candidates:
        s = min(candidates, key=lambda s: abs((s[0] - when).days))
        unmatched_statement.remove(s)
        matched.append((what, (s[0] - when).days))
    else:
        missing.append(what)
print("matched:", matched)
print("in ledger only:", missing)
print("in statement only:", [(d.isoformat(), str(a)) for d, a in unmatched_statement])
balance = sum(a for *_, a in ledger)
bank = sum(a for _, a in statement)
print(f"ledger {balance}, bank {bank}, difference {balance - bank}")
running = Decimal("0")
for when, what, amount in ledger:
    running += amount
    print(f"{when:%d %b} {what:<10} {amount:>9} {running:>9}")
