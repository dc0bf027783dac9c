from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
utc = ZoneInfo('UTC')
dt = datetime(2024, 3, 10, 12, 30, tzinfo=utc)
print(dt, dt.tzname(), dt.utcoffset())
plus2 = timezone(timedelta(hours=2))
local = dt.astimezone(plus2)
print(local, local.utcoffset(), local.tzname())
print(local == dt, local.hour, dt.hour)
minus530 = timezone(-timedelta(hours=5, minutes=30))
print(dt.astimezone(minus530).isoformat(), str(minus530))
print(str(utc), repr(timezone.utc))
