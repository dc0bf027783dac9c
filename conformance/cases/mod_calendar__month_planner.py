import calendar
from datetime import date

def working_days(year, month, holidays=()):
    days = []
    for week in calendar.monthcalendar(year, month):
        for i, d in enumerate(week):
            if d and i < 5 and date(year, month, d) not in holidays:
                days.append(d)
    return days

hol = {date(2024, 5, 1), date(2024, 5, 9), date(2024, 5, 20)}
wd = working_days(2024, 5, hol)
print(len(wd), wd[:5], wd[-3:])
last_fridays = [max(week[calendar.FRIDAY] for week in calendar.monthcalendar(2024, m)) for m in range(1, 7)]
print(last_fridays)
print([calendar.month_abbr[m] for m in range(1, 13) if calendar.monthrange(2024, m)[1] == 31])
print(calendar.weekheader(3), calendar.day_abbr[calendar.weekday(2024, 12, 25)])
print(sum(calendar.monthrange(y, 2)[1] == 29 for y in range(2000, 2101)))
