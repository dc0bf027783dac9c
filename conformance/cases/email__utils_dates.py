from datetime import datetime, timedelta, timezone
from email.utils import (format_datetime, formatdate, mktime_tz, parsedate,
                         parsedate_to_datetime, parsedate_tz)

for text in ["Tue, 03 Dec 2024 10:00:00 +0100", "3 Dec 2024 10:00 GMT",
             "Tue, 3 Dec 2024 10:00:00 EST", "Tue, 03 Dec 2024 10:00:00 -0000",
             "Wed, 04 Dec 24 23:59:59 +0530"]:
    dt = parsedate_to_datetime(text)
    print(repr(dt), dt.isoformat(), parsedate_tz(text)[-1])
print(parsedate("Tue, 03 Dec 2024 10:00:00 +0100"), parsedate("garbage"), parsedate_tz("x y"))
print(mktime_tz(parsedate_tz("Tue, 03 Dec 2024 10:00:00 +0100")))
print(formatdate(0), formatdate(1700000000, usegmt=True), formatdate(86400.7))
print(format_datetime(datetime(2024, 1, 2, 3, 4, 5)))
print(format_datetime(datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc), usegmt=True))
print(format_datetime(datetime(2024, 6, 1, 12, tzinfo=timezone(timedelta(hours=-7)))))
try:
    parsedate_to_datetime("2024-12-03")
except ValueError as e:
    print("ValueError:", e)
try:
    format_datetime(datetime(2024, 1, 1), usegmt=True)
except ValueError as e:
    print("ValueError:", e)
received = ["Mon, 02 Dec 2024 09:00:00 +0000", "Tue, 03 Dec 2024 08:00:00 +0100",
            "Sun, 01 Dec 2024 22:00:00 -0500"]
print([d.isoformat() for d in sorted(map(parsedate_to_datetime, received))])
