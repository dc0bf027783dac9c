import calendar
print(calendar.isleap(2024), calendar.isleap(1900), calendar.isleap(2000))
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 2))
print(calendar.leapdays(2000, 2025), calendar.weekday(2024, 7, 4))
print(calendar.month_name[3], calendar.day_name[0], calendar.month_abbr[12], list(calendar.day_abbr)[:3])
print(calendar.month(2024, 2))
