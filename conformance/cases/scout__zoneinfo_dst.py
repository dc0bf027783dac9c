from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

ny = ZoneInfo("America/New_York")
before = datetime(2024, 3, 10, 1, 30, tzinfo=ny)
after = before + timedelta(hours=1)
print(before, before.tzname(), after, after.tzname())
utc = before.astimezone(ZoneInfo("UTC"))
print(utc, (utc + timedelta(hours=1)).astimezone(ny))
for city in ["Europe/Paris", "Asia/Tokyo", "Australia/Sydney"]:
    t = datetime(2024, 7, 1, 12, tzinfo=ZoneInfo("UTC")).astimezone(ZoneInfo(city))
    print(f"{city:20} {t:%H:%M} {t.utcoffset()}")
print(str(ny), repr(ny.key))
ZoneInfo("Mars/Olympus")
