from datetime import datetime, timedelta

sessions = [("2024-05-01 09:00", "2024-05-01 11:30"), ("2024-05-01 13:15", "2024-05-01 17:45"),
            ("2024-05-02 08:50", "2024-05-02 12:05"), ("2024-05-02 22:30", "2024-05-03 01:15")]
fmt = "%Y-%m-%d %H:%M"
total = timedelta()
per_day = {}
for start, end in sessions:
    s, e = datetime.strptime(start, fmt), datetime.strptime(end, fmt)
    d = e - s
    total += d
    per_day[s.date().isoformat()] = per_day.get(s.date().isoformat(), timedelta()) + d
    print(f"{s:%a %H:%M} -> {e:%a %H:%M}  {d}  ({d.total_seconds() / 3600:.2f} h)")
print("total", total, total.days, total.seconds // 3600)
print({k: str(v) for k, v in per_day.items()})
print(total / len(sessions), total // timedelta(minutes=30), total % timedelta(hours=1))
print(timedelta(weeks=1, days=-1, hours=25), timedelta(microseconds=1500), -timedelta(minutes=5))
print(max(per_day, key=per_day.get), timedelta(hours=1) * 2.5, timedelta(0) == timedelta())
