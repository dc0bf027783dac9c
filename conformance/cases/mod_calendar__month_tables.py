import calendar

print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025))
print(calendar.monthrange(2024, 2), calendar.weekday(2024, 1, 1), calendar.day_name[0], calendar.month_abbr[12])
print(calendar.month(2024, 2))
c = calendar.Calendar(firstweekday=calendar.SUNDAY)
print([d for d in c.itermonthdays(2024, 2)][:10])
print(calendar.monthcalendar(2024, 3)[0], len(calendar.monthcalendar(2024, 3)))
print(list(calendar.month_name)[1:4], calendar.MONDAY, calendar.firstweekday())
tc = calendar.TextCalendar(calendar.MONDAY)
print(tc.formatmonth(2023, 12, w=3))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)))
