from datetime import date, datetime, time, timedelta, timezone

d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2), d.weekday(), d.isoweekday())
print(d.strftime("%A %d %B %Y"), d.isoformat(), d.toordinal())
dt = datetime(2024, 3, 10, 14, 30, 5)
print(dt.strftime("%Y-%m-%d %H:%M:%S"), dt.strftime("%I:%M %p"), dt.strftime("%j %U"))
delta = datetime(2024, 12, 25) - dt
print(delta, delta.days, delta.seconds, delta.total_seconds())
print(timedelta(hours=36, minutes=90), timedelta(seconds=-1), abs(timedelta(days=-2)))
print(timedelta(days=1) / timedelta(hours=6), timedelta(hours=5) // timedelta(hours=2))
print(datetime.strptime("2023-07-04 09:15", "%Y-%m-%d %H:%M"))
print(datetime.fromisoformat("2024-01-15T08:00:00+02:00"))
aware = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
print(aware.astimezone(timezone(timedelta(hours=-5))), aware.isoformat())
print(dt.replace(hour=0, minute=0, second=0), dt.date(), dt.time())
print(time(9, 5).strftime("%H:%M"), time(23, 59, 59, 999999).isoformat())
print(date.fromisoformat("2020-02-29").replace(year=2024), date(2024, 1, 31).month)
print(sorted([date(2024, 5, 1), date(2023, 12, 31), date(2024, 1, 1)]))
try:
    date(2023, 2, 29)
except ValueError as e:
    print(e)
try:
    datetime.strptime("2024/01/01", "%Y-%m-%d")
except ValueError as e:
    print(e)
