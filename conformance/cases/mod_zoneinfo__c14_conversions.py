from datetime import datetime
from zoneinfo import ZoneInfo
ny = ZoneInfo("America/New_York")
t = datetime(2024, 3, 10, 1, 30, tzinfo=ny)
print(t, t.tzname(), t.utcoffset())
from datetime import timedelta
later = (t.astimezone(ZoneInfo("UTC")) + timedelta(hours=1)).astimezone(ny)
print(later, later.tzname())
for zone in ["Europe/London", "Asia/Tokyo", "UTC"]:
    print(zone, datetime(2024, 7, 1, 12, tzinfo=ZoneInfo("UTC")).astimezone(ZoneInfo(zone)).strftime("%H:%M %Z %z"))
