from datetime import date, timedelta
print(date(2024, 2, 29))
print(date(2024, 2, 28) + timedelta(days=1))
print(date(2023, 2, 28) + timedelta(days=1))
print(date(2023, 2, 29))
