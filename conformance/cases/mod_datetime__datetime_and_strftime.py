from datetime import datetime, timedelta
dt = datetime(2023, 7, 4, 15, 30, 45)
print(dt, repr(dt))
print(dt.strftime('%Y-%m-%d %H:%M:%S'), dt.strftime('%I:%M %p'), dt.strftime('%j %a %b'))
print(dt.isoformat(), dt.isoformat(sep=' ', timespec='minutes'))
print(dt + timedelta(hours=10), dt.date(), dt.time())
print(datetime.fromisoformat('2020-02-29T23:59:59') + timedelta(seconds=1))
print(datetime.strptime('03/15/2022 08:05', '%m/%d/%Y %H:%M'))
