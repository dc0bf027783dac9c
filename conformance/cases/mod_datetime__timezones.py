from datetime import datetime, timezone, timedelta
tz2 = timezone(timedelta(hours=2))
dt = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
print(dt, dt.astimezone(tz2), dt.tzname(), dt.astimezone(tz2).utcoffset())
print(dt.isoformat(), datetime.fromisoformat('2024-05-01T14:00:00+02:00') == dt)
named = timezone(timedelta(hours=-5), 'EST')
print(dt.astimezone(named).strftime('%H:%M %Z %z'))
print(dt.timestamp())
