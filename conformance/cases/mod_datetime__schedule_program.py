from datetime import date, datetime, timedelta

def business_days(start, end):
    day = start
    while day <= end:
        if day.weekday() < 5:
            yield day
        day += timedelta(days=1)

def next_weekday(d, weekday):
    ahead = (weekday - d.weekday()) % 7
    return d + timedelta(days=ahead or 7)

start, end = date(2024, 2, 26), date(2024, 3, 8)
days = list(business_days(start, end))
print(len(days), days[0], days[-1])
print([d.strftime("%a %d") for d in days[:6]])
print(next_weekday(date(2024, 3, 1), 0), next_weekday(date(2024, 3, 4), 0))
meetings = ["2024-03-04 09:30", "2024-03-04 14:00", "2024-03-05 11:15", "2024-03-04 08:00"]
parsed = sorted(datetime.strptime(m, "%Y-%m-%d %H:%M") for m in meetings)
by_day = {}
for m in parsed:
    by_day.setdefault(m.date().isoformat(), []).append(m.strftime("%H:%M"))
print(by_day)
gaps = [(b - a) for a, b in zip(parsed, parsed[1:])]
print([str(g) for g in gaps], max(gaps).total_seconds() / 3600)
def add_months(d, n):
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    import calendar
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print([add_months(date(2024, 1, 31), k).isoformat() for k in range(5)])
age = lambda born, today: today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 6, 15), date(2024, 6, 14)), age(date(1990, 6, 15), date(2024, 6, 15)))
print(date(2024, 12, 30).isocalendar(), date(2024, 1, 1).isocalendar().week)
