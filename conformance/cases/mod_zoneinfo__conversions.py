from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

utc = ZoneInfo("UTC")
ny = ZoneInfo("America/New_York")
tokyo = ZoneInfo("Asia/Tokyo")
meeting = datetime(2024, 3, 9, 15, 0, tzinfo=ny)
print(meeting, meeting.utcoffset(), meeting.tzname())
after = meeting + timedelta(days=1)
print(after, after.utcoffset(), after.tzname())
print(meeting.astimezone(tokyo), meeting.astimezone(utc))
summer = datetime(2024, 7, 1, 12, tzinfo=ny)
print(summer.dst(), summer.astimezone(ZoneInfo("Europe/London")))
print(str(ny), repr(tokyo))
flights = [datetime(2024, 5, 1, 9, tzinfo=tokyo), datetime(2024, 5, 1, 1, tzinfo=utc),
           datetime(2024, 4, 30, 20, tzinfo=ny)]
for f in sorted(flights):
    print(f.astimezone(utc).strftime("%Y-%m-%d %H:%M %Z"))
