import calendar
from datetime import date, datetime, timedelta, timezone
from itertools import groupby

HOLIDAYS = {date(2024, 1, 1), date(2024, 3, 29), date(2024, 4, 1), date(2024, 5, 1), date(2024, 12, 25)}

def business_days(start, end):
    d = start
    while d <= end:
        if d.weekday() < 5 and d not in HOLIDAYS:
            yield d
        d += timedelta(days=1)

def add_business_days(start, n):
    d = start
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5 and d not in HOLIDAYS:
            n -= 1
    return d

q1 = list(business_days(date(2024, 1, 1), date(2024, 3, 31)))
print("Q1 business days:", len(q1))
for month, days in groupby(q1, key=lambda d: d.month):
    print(f"  {calendar.month_name[month]:<9} {len(list(days))}")
print(add_business_days(date(2024, 3, 27), 3), add_business_days(date(2024, 12, 20), 5))

def last_weekday_of_month(year, month, weekday):
    last = calendar.monthrange(year, month)[1]
    d = date(year, month, last)
    return d - timedelta(days=(d.weekday() - weekday) % 7)

def nth_weekday(year, month, weekday, n):
    first = date(year, month, 1)
    return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))

print("last Fri each quarter:", [str(last_weekday_of_month(2024, m, calendar.FRIDAY)) for m in (3, 6, 9, 12)])
print("Thanksgiving:", nth_weekday(2024, 11, calendar.THURSDAY, 4), "Memorial day:", last_weekday_of_month(2024, 5, calendar.MONDAY))
print(calendar.isleap(2100), calendar.leapdays(2000, 2025), calendar.weekday(2024, 7, 4), calendar.day_abbr[calendar.weekday(2024, 7, 4)])
cal = calendar.Calendar(firstweekday=calendar.SUNDAY)
weeks = cal.monthdayscalendar(2024, 2)
print(len(weeks), weeks[0], weeks[-1])
print(calendar.TextCalendar(calendar.MONDAY).formatmonth(2024, 2, w=3))
def age(born, on):
    years = on.year - born.year - ((on.month, on.day) < (born.month, born.day))
    return years
print(age(date(1990, 2, 28), date(2024, 2, 27)), age(date(2000, 2, 29), date(2024, 2, 29)))
utc = datetime(2024, 3, 10, 6, 30, tzinfo=timezone.utc)
for off in (-8, -5, 0, 5.5, 9):
    tz = timezone(timedelta(hours=off))
    local = utc.astimezone(tz)
    print(f"UTC{off:+05.1f} {local:%Y-%m-%d %H:%M %z} {local.tzname()}")
ts = utc.timestamp()
print(ts, datetime.fromtimestamp(ts, tz=timezone.utc) == utc, datetime.utcfromtimestamp(0))
print((date(2024, 12, 31) - date(2024, 1, 1)).days + 1, date(2024, 1, 1).toordinal(), date.fromordinal(738900))
span = datetime(2024, 5, 2, 17, 45) - datetime(2024, 4, 30, 9, 15)
h, rem = divmod(span.total_seconds(), 3600)
print(f"{span.days}d {span.seconds // 3600}h | {int(h)}:{int(rem // 60):02d} total", span.total_seconds())
