# ruff: noqa: UP017  (timezone.utc as programs write it)
# Guest classes deriving from datetime.date and datetime.datetime: construction, their own
# methods, the class methods that build the subclass (the clock ones too), the MRO.
import datetime as dt
from datetime import datetime, timedelta, timezone


class MyDate(dt.date):
    def quarter(self):
        return (self.month - 1) // 3 + 1


m = MyDate(2024, 5, 1)
print(m.quarter(), m + dt.timedelta(1), type(m).__name__, repr(m))
print(MyDate.__mro__, MyDate.__bases__)
print(type(MyDate.today()).__name__, type(MyDate.fromisoformat("2024-01-01")).__name__)
print(isinstance(m, dt.date), issubclass(MyDate, dt.date), isinstance(dt.date(2000, 1, 1), MyDate))
print(type(MyDate.fromtimestamp(0)).__name__, MyDate.fromtimestamp(0), MyDate.today() >= m)
try:
    MyDate.today(1)
except TypeError as e:
    print("TypeError:", e)


class Stamp(datetime):
    def label(self):
        return self.strftime("%Y-%m-%d %H:%M")


s = Stamp(2024, 1, 2, 3, 4, tzinfo=timezone.utc)
print(s.label(), repr(s), s.astimezone(timezone(timedelta(hours=2))))
print([type(x).__name__ for x in (Stamp.now(), Stamp.now(timezone.utc), Stamp.utcnow(),
                                  Stamp.today(), Stamp.strptime("2024", "%Y"))])
print(Stamp.fromtimestamp(0, timezone.utc), Stamp.now().tzinfo, Stamp.now(timezone.utc).tzinfo)
print(s.timestamp(), type(s + timedelta(1)).__name__, Stamp.utcnow() > s)


class Fixed(dt.date):
    @classmethod
    def today(cls):
        return cls(2000, 1, 1)

    def __new__(cls, *args):
        return super().__new__(cls, *args)


class Later(Fixed):
    pass


print(Fixed.today(), Later.today(), type(Later.fromordinal(1)).__name__, Fixed(2020, 2, 2))
T = type("T", (dt.date,), {"x": 1})
print(T(2024, 1, 1).x, type(T.today()).__name__)
