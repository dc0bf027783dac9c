import calendar
from datetime import date, timedelta

print(calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.monthrange(2024, 2), calendar.weekday(2024, 1, 1))
print(calendar.month_name[3], calendar.day_abbr[0], list(calendar.month_abbr)[1:4], calendar.MONDAY)
print(calendar.month(2024, 2))
cal = calendar.Calendar(firstweekday=6)
print([d for d in cal.itermonthdays(2024, 2)][:8])
print(calendar.monthcalendar(2024, 3)[0], calendar.timegm((1970, 1, 2, 0, 0, 0)))
def last_business_day(y, m):
    d = date(y, m, calendar.monthrange(y, m)[1])
    while d.weekday() >= 5:
        d -= timedelta(days=1)
    return d
print([last_business_day(2024, m).isoformat() for m in (3, 6, 8)])
def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print(add_months(date(2024, 1, 31), 1), add_months(date(2024, 11, 30), 3))
print(calendar.TextCalendar().formatmonth(2023, 12).splitlines()[0].strip())
date(2024, 2, 30)
