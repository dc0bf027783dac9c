from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
utc = ZoneInfo('UTC')
events = [datetime(2024, 6, 1, 23, 0, tzinfo=timezone(timedelta(hours=h))) for h in (-7, 0, 5, 9)]
for e in sorted(events):
    print(e.isoformat(), '->', e.astimezone(utc).strftime('%Y-%m-%d %H:%M %Z'))
print(datetime(2024, 1, 1, tzinfo=utc) == datetime(2024, 1, 1, tzinfo=timezone.utc))
print(utc.key, datetime(2024, 1, 1, tzinfo=utc).dst())
