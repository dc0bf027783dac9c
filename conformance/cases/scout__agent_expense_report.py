from decimal import Decimal
from collections import defaultdict
from datetime import date
import json

EXPENSES = json.loads("""[
 {"date": "2024-04-02", "cat": "travel", "amount": "120.40", "who": "ann", "currency": "USD"},
 {"date": "2024-04-03", "cat": "meals", "amount": "35.10", "who": "bob", "currency": "EUR"},
 {"date": "2024-04-03", "cat": "travel", "amount": "89.99", "who": "bob", "currency": "USD"},
 {"date": "2024-04-10", "cat": "office", "amount": "12.00", "who": "ann", "currency": "GBP"},
 {"date": "2024-04-11", "cat": "meals", "amount": "64.25", "who": "cid", "currency": "USD"}
]""")
RATES = {"USD": Decimal("1"), "EUR": Decimal("1.08"), "GBP": Decimal("1.27")}
LIMITS = {"meals": Decimal("50"), "travel": Decimal("500"), "office": Decimal("100")}
by_cat = defaultdict(Decimal)
by_person = defaultdict(list)
flags = []
for e in EXPENSES:
    usd = (Decimal(e["amount"]) * RATES[e["currency"]]).quantize(Decimal("0.01"))
    by_cat[e["cat"]] += usd
    by_person[e["who"]].append(usd)
    if usd > LIMITS[e["cat"]]:
        flags.append(f"{e['who']} {e['cat']} {usd} > {LIMITS[e['cat']]}")
print("By category:")
for cat, total in sorted(by_cat.items(), key=lambda kv: kv[1], reverse=True):
    share = total / sum(by_cat.values()) * 100
    print(f"  {cat:<8} ${total:>8,.2f} {share:5.1f}% {'#' * int(share // 5)}")
print("By person:", {p: str(sum(v)) for p, v in sorted(by_person.items())})
print("Flags:", flags)
week = defaultdict(Decimal)
for e in EXPENSES:
    week[date.fromisoformat(e["date"]).isocalendar().week] += Decimal(e["amount"])
print(dict(week))
print(json.dumps({"total": sum(by_cat.values())}))
