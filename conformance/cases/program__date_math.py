def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
def days_in_month(y, m):
    return [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
def day_of_year(y, m, d):
    return sum(days_in_month(y, i) for i in range(1, m)) + d
def weekday(y, m, d):
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d) % 7
names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
for date in [(2000, 1, 1), (2024, 2, 29), (1999, 12, 31), (2023, 7, 4)]:
    y, m, d = date
    print(f'{y:04d}-{m:02d}-{d:02d}', names[weekday(*date)], day_of_year(*date))
print([y for y in range(1896, 1912) if is_leap(y)])
print(sum(days_in_month(2024, m) for m in range(1, 13)))
