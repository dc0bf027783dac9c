from datetime import timedelta
td = timedelta(days=1, hours=2, minutes=30)
print(td, td.total_seconds(), td.days, td.seconds)
print(td * 2, td / 2, td // timedelta(hours=1), td % timedelta(hours=1))
print(-td, abs(-td), timedelta(seconds=-1))
print(timedelta(weeks=1) > timedelta(days=6), timedelta(0) == timedelta())
print(sum([timedelta(minutes=m) for m in (15, 45, 90)], timedelta()))
print(repr(timedelta(days=2, seconds=5)))
