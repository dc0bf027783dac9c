# "from datetime import ..." then class-level calls, as models write them
from datetime import date, datetime, time, timedelta, timezone

deadline = datetime.strptime("2024-12-31 23:59", "%Y-%m-%d %H:%M")
start = datetime.fromisoformat("2024-12-01")
print((deadline - start).days, deadline > start)
meetings = ["2024-12-02 10:00", "2024-12-03 15:30", "2024-12-02 09:15"]
parsed = sorted(datetime.strptime(m, "%Y-%m-%d %H:%M") for m in meetings)
for m in parsed:
    print(m.strftime("%a %d %b %H:%M"), m.isoformat())
print(date.fromisoformat("2024-02-29") + timedelta(days=365))
print(datetime.combine(date(2024, 1, 1), time.min), datetime.combine(date(2024, 1, 1), time.max))
print(datetime.fromtimestamp(86400 * 365, timezone.utc).year)
print(date.fromordinal(date(2024, 1, 1).toordinal() + 59))
