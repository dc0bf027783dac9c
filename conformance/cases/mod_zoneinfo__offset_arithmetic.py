from datetime import datetime, timedelta, timezone
tz_a = timezone(timedelta(hours=9), 'JST')
tz_b = timezone(timedelta(hours=-3))
a = datetime(2024, 1, 1, 9, 0, tzinfo=tz_a)
b = datetime(2023, 12, 31, 21, 0, tzinfo=tz_b)
print(a - b, a < b, (b - a).total_seconds())
print(a.astimezone(timezone.utc), b.astimezone(timezone.utc))
naive = datetime(2024, 1, 1)
try:
    naive - a
except TypeError as e:
    print(type(e).__name__, e)
print(a.strftime('%Y-%m-%d %H:%M %Z %z'), b.tzname())
