from datetime import datetime, timezone, timedelta, date, time
utc = timezone.utc
est = timezone(timedelta(hours=-5), "EST")
t = datetime(2024, 11, 3, 14, 5, 9, 123456, tzinfo=utc)
print(t.isoformat(), t.astimezone(est).isoformat(), t.astimezone(est).tzname())
print(t.strftime("%Y-%m-%dT%H:%M:%S.%f%z %Z %A %p %I"), t.timestamp())
print(datetime.fromisoformat("2024-01-02T03:04:05+02:00").utcoffset(), datetime.fromtimestamp(0, utc))
print(datetime.combine(date(2024, 1, 1), time(23, 59)), time(7, 30).isoformat(timespec="minutes"))
d = datetime(2024, 1, 31)
nxt = (d.replace(day=28) + timedelta(days=4)).replace(day=1)
print("next month", nxt.date(), (nxt - timedelta(days=1)).day)
print(timedelta(days=1, seconds=3661) // timedelta(minutes=1), timedelta(weeks=1) / 7, abs(timedelta(-1)), str(timedelta(microseconds=1500)))
print(date(2024, 3, 10).strftime("%U %W %w %y %b"), date.fromordinal(738000), date(2000, 1, 1).toordinal())
for s in ["2024-02-30", "2024-13-01", "31/12/2024"]:
    try:
        print(datetime.strptime(s, "%Y-%m-%d"))
    except ValueError as e:
        print(e)
datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=utc)
