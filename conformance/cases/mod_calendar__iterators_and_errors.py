import calendar
c = calendar.Calendar()
days = list(c.itermonthdates(2024, 2))
print(days[0], days[-1], len(days))
print([d for d, wd in c.itermonthdays2(2024, 2) if d][:3], calendar.firstweekday())
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print(type(e).__name__, e)
print(calendar.timegm((2000, 1, 1, 0, 0, 0)))
