from datetime import datetime, date
t = datetime(2024, 7, 4, 9, 5, 3)
print(f"{t:%Y-%m-%d %H:%M}", f"{t:%d/%m/%y}", f"{date(2024, 1, 9):%b %-d}" if False else f"{date(2024, 1, 9):%b %d}", f"{t:%I:%M %p}")
print(f"{t!r}", f"{t!s}", f"{t.date()}", f"{t:%%}", f"{t:}")
