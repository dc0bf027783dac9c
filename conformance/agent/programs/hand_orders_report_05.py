# Build a per-user order report with datetime arithmetic and currency conversion.
from datetime import datetime, timedelta
from collections import defaultdict
from itertools import groupby
from operator import itemgetter

orders = get_orders()
print(f"{len(orders)} orders")
for o in orders:
    o["created_at"] = datetime.strptime(o["created"], "%Y-%m-%dT%H:%M:%S")

orders.sort(key=itemgetter("user_id"))
report = {}
for user_id, group in groupby(orders, key=itemgetter("user_id")):
    group = list(group)
    try:
        user = get_user(user_id)
        name = user["name"]
    except LookupError as exc:
        name = f"<{exc}>"
    usd = 0.0
    for o in group:
        try:
            usd += convert_currency(o["amount"], o["currency"], "USD")
        except ValueError as exc:
            print("skip:", exc)
    first = min(o["created_at"] for o in group)
    last = max(o["created_at"] for o in group)
    report[name] = (len(group), round(usd, 2), last - first)

for name, (n, usd, span) in sorted(report.items(), key=lambda kv: kv[1][1], reverse=True):
    print(f"{name:<16} orders={n} usd={usd:>8.2f} span={span.days}d {span.seconds // 3600}h")

by_week = defaultdict(int)
for o in orders:
    year, week, _ = o["created_at"].isocalendar()
    by_week[f"{year}-W{week:02d}"] += 1
print(dict(sorted(by_week.items())))
cutoff = datetime(2024, 3, 1) - timedelta(days=30)
recent = [o["id"] for o in orders if o["created_at"] >= cutoff]
print("since", cutoff.date().isoformat(), ":", recent)
print(datetime(2024, 2, 28) + timedelta(days=1, hours=25), datetime(2024, 1, 31).strftime("%A %d %B %Y"))
print((datetime(2024, 3, 11, 15, 20) - datetime(2024, 1, 3, 10, 15)).total_seconds())
print(datetime.fromisoformat("2024-03-02T07:05:00").weekday(), datetime(2024, 1, 1).timetuple().tm_yday)
try:
    get_orders(user_id=99)
except KeyError as exc:
    print("KeyError", exc, repr(exc))
