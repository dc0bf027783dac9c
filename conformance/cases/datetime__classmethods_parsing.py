# Class-level constructors of datetime types, the first thing the program imports
import datetime

dt = datetime.datetime.strptime("2024-03-15 14:30:05", "%Y-%m-%d %H:%M:%S")
print(dt, type(dt).__name__, dt.weekday())
print(datetime.datetime.strptime("15/Mar/2024", "%d/%b/%Y").date())
print(datetime.datetime.strptime("2024-03-15T14:30:05+0200", "%Y-%m-%dT%H:%M:%S%z"))
print(datetime.datetime.fromisoformat("2024-03-15T14:30:05.123456+01:00"))
print(datetime.date.fromisoformat("2024-03-15"), datetime.time.fromisoformat("14:30"))
print(datetime.datetime.combine(datetime.date(2024, 3, 15), datetime.time(9, 45)))
print(datetime.datetime.combine(datetime.date(2024, 3, 15), datetime.time(9),
                                tzinfo=datetime.timezone.utc))
print(datetime.datetime.fromordinal(738960), datetime.date.fromordinal(1))
print(datetime.date.fromisocalendar(2024, 11, 5), datetime.datetime.fromisocalendar(2020, 53, 7))
print(datetime.datetime.utcfromtimestamp(1_700_000_000))
print(datetime.datetime.fromtimestamp(1_700_000_000, datetime.timezone.utc))
print(datetime.datetime.fromtimestamp(0, tz=datetime.timezone(datetime.timedelta(hours=-5))))
parse = datetime.datetime.strptime
print([parse(s, "%H:%M").time() for s in ["09:00", "17:30"]])
print(datetime.datetime.min, datetime.date.max, datetime.timedelta.resolution)
