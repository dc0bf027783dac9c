from datetime import date, datetime
for args in [(2023, 2, 29), (2024, 13, 1), (2024, 0, 10)]:
    try:
        date(*args)
    except ValueError as e:
        print(args, type(e).__name__, e)
try:
    date.fromisoformat('2024/01/01')
except ValueError as e:
    print(type(e).__name__, e)
try:
    datetime.strptime('2024-01-01', '%d/%m/%Y')
except ValueError as e:
    print(type(e).__name__, e)
try:
    date(2024, 1, 1) + 1
except TypeError as e:
    print(type(e).__name__, e)
