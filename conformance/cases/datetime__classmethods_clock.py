# The clock classmethods: types and relations only (the values depend on the clock)
import datetime

today = datetime.date.today()
now = datetime.datetime.now()
utc = datetime.datetime.now(datetime.timezone.utc)
print(type(today).__name__, type(now).__name__, type(utc).__name__)
print(isinstance(today, datetime.date), isinstance(now, datetime.datetime))
print(utc.tzinfo, now.tzinfo, datetime.datetime.utcnow().tzinfo)
print(today.year >= 2024, abs((utc.replace(tzinfo=None) - datetime.datetime.utcnow()).days) <= 1)
print(type(datetime.datetime.today()).__name__, datetime.date.today() - today < datetime.timedelta(days=2))
