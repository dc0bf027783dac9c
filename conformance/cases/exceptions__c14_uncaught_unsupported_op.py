from datetime import date
print(date(2024, 1, 2) - date(2024, 1, 1))
print(date(2024, 1, 2) + date(2024, 1, 1))
