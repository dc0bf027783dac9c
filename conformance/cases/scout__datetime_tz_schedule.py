from datetime import datetime, timedelta, timezone, date, time

UTC = timezone.utc
IST = timezone(timedelta(hours=5, minutes=30), "IST")
start = datetime(2024, 3, 9, 22, 15, tzinfo=UTC)
print(start.isoformat(), start.astimezone(IST).isoformat())
print(start.astimezone(IST).strftime("%Y-%m-%d %H:%M %Z %z"))
meetings = [start + timedelta(days=i, hours=i * 3) for i in range(4)]
for m in meetings:
    print(m.strftime("%a %d %b %H:%M"), m.weekday(), m.isocalendar()[1])
d = datetime.strptime("2024-02-29 07:05:09", "%Y-%m-%d %H:%M:%S")
print(d, d.replace(year=2025, day=28), d.timetuple().tm_yday)
print(datetime.fromisoformat("2024-06-01T10:00:00+02:00").utcoffset())
print(date(2024, 12, 31) - date(2024, 1, 1), (date(2024, 12, 31) - date(2024, 1, 1)).days)
print(datetime.combine(date(2024, 1, 1), time(9, 30)), time(9, 30).isoformat(timespec="seconds"))
delta = timedelta(days=1, hours=25, minutes=61, seconds=3661)
print(delta, delta.total_seconds(), str(-delta))
print(repr(timedelta(hours=-1)), timedelta(weeks=2) // timedelta(days=3))
print(date.fromisoformat("2024-07-04").strftime("%A %B %-d" if False else "%A %B %d"))
print(datetime(2024, 1, 1, tzinfo=IST) == datetime(2023, 12, 31, 18, 30, tzinfo=UTC))
print(sorted([date(2024, 5, 1), date(2023, 5, 1), date(2024, 1, 1)]))
print(IST, repr(UTC), IST.tzname(None))
naive = datetime(2024, 1, 1)
print(naive - start)
