import calendar
for week in calendar.monthcalendar(2023, 10):
    print(week)
cal = calendar.Calendar(firstweekday=6)
print([d for d in cal.itermonthdays(2024, 2)][:10])
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(2021, 1))
