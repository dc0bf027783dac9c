from datetime import date, timedelta
start = date(2024, 1, 1)
mondays = [start + timedelta(days=i) for i in range(31) if (start + timedelta(days=i)).weekday() == 0]
print([d.day for d in mondays])
print(start.toordinal(), date.fromordinal(738000), start.isocalendar())
print(sorted([date(2023, 5, 1), date(2021, 1, 9), date(2022, 12, 31)]))
print(max(date(2020, 1, 1), date(2019, 12, 31)).isoformat())
