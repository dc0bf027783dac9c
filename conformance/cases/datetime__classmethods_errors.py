# Parsing errors of the class-level constructors read as in CPython
import datetime

for text, fmt in [("2024-13-01", "%Y-%m-%d"), ("15 March", "%d %B %Y"), ("2024-01-01x", "%Y-%m-%d")]:
    try:
        datetime.datetime.strptime(text, fmt)
    except ValueError as e:
        print("ValueError:", e)
for text in ["2024-02-30", "24-01-01", ""]:
    try:
        datetime.date.fromisoformat(text)
    except ValueError as e:
        print("ValueError:", e)
try:
    datetime.datetime.combine("2024-01-01", datetime.time())
except TypeError as e:
    print("TypeError:", e)
datetime.datetime.fromisoformat("not a date")
