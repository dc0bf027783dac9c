from datetime import datetime, date, time, timedelta, timezone

samples = [("2024-03-05", "%Y-%m-%d"), ("05/03/2024 14:30", "%d/%m/%Y %H:%M"),
           ("March 5, 2024", "%B %d, %Y"), ("Tue, 05 Mar 2024 08:00:00", "%a, %d %b %Y %H:%M:%S"),
           ("2024-065", "%Y-%j"), ("12:05:09 PM", "%I:%M:%S %p"), ("20240305T1200", "%Y%m%dT%H%M")]
for text, fmt in samples:
    print(text, "->", datetime.strptime(text, fmt))
print(datetime.strptime("2024-03-05 10:00 +0530", "%Y-%m-%d %H:%M %z"))
for iso in ["2024-03-05T10:15:30", "2024-03-05 10:15", "2024-03-05T10:15:30.123456+01:00", "2024-03-05"]:
    print(iso, "->", repr(datetime.fromisoformat(iso)))
print(date.fromisoformat("2024-12-31") + timedelta(days=1), time.fromisoformat("23:59:58.5"))
print(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(0, tz=timezone.utc))
print(datetime.combine(date(2024, 2, 29), time(6, 30)), date(2024, 1, 1).fromordinal(738000))
d = datetime(2024, 7, 4, 9, 5, 3)
print(d.strftime("%y %b %-d" if False else "%y %b %d"), d.strftime("%H%M%S"), d.strftime("%%"), d.ctime())
try:
    datetime.fromisoformat("2024/03/05")
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("31/02/2024", "%d/%m/%Y")
except ValueError as e:
    print("ValueError:", e)
