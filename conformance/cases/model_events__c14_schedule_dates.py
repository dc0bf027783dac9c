from datetime import date, datetime, timedelta

start = datetime(2024, 2, 26, 9, 30)
meetings = []
t = start
while len(meetings) < 6:
    if t.weekday() < 5:
        meetings.append(t)
    t += timedelta(days=2)
for m in meetings:
    print(m.strftime("%a %d %b %Y %H:%M"), m.isocalendar()[1])
leap = date(2024, 2, 29)
print(leap + timedelta(days=365), (date(2025, 1, 1) - leap).days)
deadline = datetime(2024, 3, 15, 17, 0)
for m in meetings:
    left = deadline - m
    print(f"{m:%m/%d} -> {left.days}d {left.seconds // 3600}h", left.total_seconds())
print(datetime.strptime("2024-03-01T08:15:00", "%Y-%m-%dT%H:%M:%S").isoformat(sep=" "))
print(date.fromisoformat("2024-12-31").replace(day=1).strftime("%B %j"))
print(max(meetings) - min(meetings), timedelta(hours=-3, minutes=15))
