import calendar
print(calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.monthrange(2024, 2), calendar.weekday(2024, 1, 1))
print(calendar.month_name[3], calendar.day_abbr[0], list(calendar.month_abbr)[1:4])
print(calendar.month(2024, 2))
print([w for w in calendar.monthcalendar(2024, 9)][:2])
