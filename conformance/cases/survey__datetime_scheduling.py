from datetime import datetime, date, time, timedelta, timezone
import calendar

UTC = timezone.utc
IST = timezone(timedelta(hours=5, minutes=30), "IST")
PST = timezone(timedelta(hours=-8))

meeting = datetime(2024, 3, 15, 14, 30, tzinfo=UTC)
for tz in (UTC, IST, PST):
    local = meeting.astimezone(tz)
    print(f"{local.isoformat()} {local.tzname():>10} {local.strftime('%a %I:%M %p')} offset={local.utcoffset()}")

s = "2024-02-28T23:15:00+02:00"
dt = datetime.fromisoformat(s)
print(dt, dt.tzinfo, dt.astimezone(UTC), dt + timedelta(hours=2))
print(datetime.fromisoformat("2024-01-01"), date.fromisoformat("2024-12-31").timetuple().tm_yday)
p = datetime.strptime("15/03/2024 09:05:07", "%d/%m/%Y %H:%M:%S")
print(p, p.replace(tzinfo=UTC).timestamp(), p.weekday(), p.isoweekday(), p.isocalendar())
print(datetime.strptime("Mar 5 2024 3PM", "%b %d %Y %I%p"), datetime.strptime("2024-060", "%Y-%j").date())
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)

def business_days(start: date, end: date) -> int:
    d, n = start, 0
    while d <= end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 3, 1), date(2024, 3, 31)))

def add_months(d: date, months: int) -> date:
    m = d.month - 1 + months
    y, m = d.year + m // 12, m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print([add_months(date(2024, 1, 31), k).isoformat() for k in range(0, 14, 3)])

td = timedelta(days=1, hours=25, minutes=61, seconds=3661.5)
print(td, td.days, td.seconds, td.total_seconds(), td / timedelta(hours=1), td // timedelta(minutes=7), td % timedelta(hours=1))
print(-td, abs(-td), td * 1.5, timedelta(weeks=2) - timedelta(days=20), timedelta(microseconds=-1))
age = date(2024, 6, 1) - date(1990, 7, 15)
print(age.days // 365, repr(age))
print(time(9, 30).isoformat(timespec="seconds"), time(23, 59, 59, 999999), datetime.combine(date(2024, 1, 1), time(12)))
print(datetime(2024, 1, 1, tzinfo=UTC) - datetime(2023, 12, 31, 18, tzinfo=PST))
print(sorted([datetime(2024, 5, 1), datetime(2023, 1, 1), datetime(2024, 1, 1)])[0].strftime("%Y/%m/%d %j %U"))
print(calendar.isleap(2024), calendar.day_name[0], calendar.month_abbr[12], calendar.weekday(2024, 3, 15))
print(date(2024, 3, 15).strftime("%B %-d" if False else "%B %d, %Y"), f"{date(2024, 3, 5):%d.%m.%y}", f"{meeting:%H:%M %Z}")
naive = datetime(2024, 1, 1)
naive - meeting
