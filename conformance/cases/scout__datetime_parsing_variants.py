from datetime import datetime, timezone, timedelta
samples = ["2024-03-15T14:30:00", "2024-03-15 14:30:00.123456", "2024-03-15T14:30:00+05:30", "2024-03-15T14:30:00Z",
           "2024-03-15", "20240315T143000"]
for s in samples:
    try:
        d = datetime.fromisoformat(s)
        print(f"{s:<30} -> {d!r}")
    except ValueError as e:
        print(f"{s:<30} -> ValueError: {e}")
fmts = [("15/03/2024 2:30 PM", "%d/%m/%Y %I:%M %p"), ("Mar 15, 2024", "%b %d, %Y"), ("Friday, 15 March 2024", "%A, %d %B %Y"),
        ("2024-075", "%Y-%j"), ("15.03.24 14h30", "%d.%m.%y %Hh%M"), ("1710513000", "%s" if False else None)]
for text, fmt in fmts:
    if fmt:
        print(text, "->", datetime.strptime(text, fmt))
ts = 1710513000
print(datetime.fromtimestamp(ts, tz=timezone.utc), datetime.fromtimestamp(ts, tz=timezone(timedelta(hours=-4))).isoformat())
d = datetime(2024, 3, 15, 14, 30, tzinfo=timezone.utc)
print(d.timestamp(), d.strftime("%Y-%m-%dT%H:%M:%S%z"), d.isoformat(timespec="minutes"), d.date(), d.time(), d.tzinfo)
print(d.astimezone(timezone(timedelta(hours=9))).strftime("%H:%M %Z"), d.replace(tzinfo=None) < datetime(2025, 1, 1))
print(d < datetime(2025, 1, 1))
