from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

berlin = ZoneInfo("Europe/Berlin")
before = datetime(2024, 3, 31, 1, 30, tzinfo=berlin)
after = before + timedelta(hours=1)
print(before, before.tzname(), after, after.tzname())
utc_before = before.astimezone(timezone.utc)
print(utc_before, (utc_before + timedelta(hours=1)).astimezone(berlin))
fall = datetime(2024, 10, 27, 2, 30, tzinfo=berlin)
print(fall.utcoffset(), fall.replace(fold=1).utcoffset(), fall.fold)
la = ZoneInfo("America/Los_Angeles")
for month in (1, 7):
    dt = datetime(2024, month, 15, 12, tzinfo=la)
    print(dt.isoformat(), dt.tzname(), dt.dst())
meeting_utc = datetime(2024, 6, 1, 15, 0, tzinfo=timezone.utc)
for zone in ["Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo", "UTC"]:
    local = meeting_utc.astimezone(ZoneInfo(zone))
    print(f"{zone:<20}{local:%Y-%m-%d %H:%M} {local.utcoffset()}")
try:
    ZoneInfo("Not/AZone")
except Exception as e:
    print(type(e).__name__)
