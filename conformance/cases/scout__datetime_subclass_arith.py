from datetime import date, datetime, timedelta
from decimal import Decimal

class Day(date):
    def next_weekday(self):
        d = self + timedelta(days=1)
        while d.weekday() >= 5:
            d += timedelta(days=1)
        return d
    def label(self):
        return self.strftime("%a %d")

d = Day(2024, 3, 8)
print(d, type(d).__name__, d.next_weekday(), d.label(), isinstance(d, date))
class Money(Decimal):
    def __str__(self):
        return f"${self:,.2f}"
m = Money("1234.5")
print(m, repr(m) if False else "", m + 1, type(m + 1).__name__)
print(datetime(2024, 1, 31) + timedelta(days=1), datetime(2024, 3, 1) - timedelta(days=1))
print(timedelta(hours=36) / timedelta(hours=1), timedelta(minutes=90) * 2, timedelta(days=1) / 3, abs(timedelta(days=-1)))
print(datetime(2024, 5, 5, 10, 30).replace(minute=0, second=0), datetime(2020, 1, 1).isoweekday(), date.min, date.max)
print(datetime(2024, 1, 1) < datetime(2024, 1, 2), max(date(2024, 1, 1), date(2023, 1, 1)), date(2024, 1, 1).toordinal())
print(date.fromordinal(738000), datetime.fromtimestamp(0, tz=None).year in (1969, 1970), datetime(2024, 1, 1).timestamp() > 0)
print((datetime(2024, 3, 10, 12) - datetime(2024, 3, 9, 6)).seconds, timedelta(seconds=3725).__str__())
ages = {"ann": date(1990, 6, 15), "bob": date(2000, 2, 29)}
today = date(2024, 6, 14)
for n, b in ages.items():
    age = today.year - b.year - ((today.month, today.day) < (b.month, b.day))
    print(n, age)
datetime.strptime("2024-13-01", "%Y-%m-%d")
