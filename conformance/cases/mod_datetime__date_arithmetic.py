from datetime import date, timedelta
d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2))
print(date(2024, 3, 1) - date(2023, 3, 1))
print((date(2025, 1, 1) - date(2024, 1, 1)).days)
print(d.weekday(), d.isoweekday(), d.isoformat(), d.year, d.month, d.day)
print(d.replace(year=2023), date(2024, 1, 31) < date(2024, 2, 1))
print(date.fromisoformat('2021-12-25').strftime('%A %d %B %Y'))
