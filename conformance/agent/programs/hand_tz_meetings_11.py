# Convert meeting times across time zones with zoneinfo and report local times.
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

OFFICES = {"paris": "Europe/Paris", "tokyo": "Asia/Tokyo", "lima": "America/Lima",
           "oslo": "Europe/Oslo"}
meeting_utc = datetime(2024, 3, 31, 8, 30, tzinfo=timezone.utc)
print("meeting (UTC):", meeting_utc.isoformat())
for city, tzname in OFFICES.items():
    tz = ZoneInfo(tzname)
    local = meeting_utc.astimezone(tz)
    try:
        w = get_weather(city)
        cond = w["conditions"]
    except LookupError:
        cond = "?"
    flag = "outside hours" if not 8 <= local.hour < 18 else "ok"
    print(f"{city:<6} {local:%Y-%m-%d %H:%M %Z} (UTC{local:%z}) {cond:<7} {flag}")

paris = ZoneInfo("Europe/Paris")
before = datetime(2024, 3, 30, 12, tzinfo=paris)
after = before + timedelta(days=1)
print("DST shift:", before.utcoffset(), "->", after.utcoffset(), before.dst(), after.dst())
print("wall-clock diff:", after - before, "real diff:",
      after.astimezone(timezone.utc) - before.astimezone(timezone.utc))
fixed = timezone(timedelta(hours=5, minutes=30), "IST")
print(meeting_utc.astimezone(fixed).strftime("%H:%M %Z"), fixed.tzname(None), repr(timezone.utc))
naive = datetime(2024, 1, 15, 9, 0)
aware = naive.replace(tzinfo=ZoneInfo("Asia/Tokyo"))
print(aware.isoformat(), aware.astimezone(timezone.utc).isoformat())
try:
    print(naive < aware)
except TypeError as exc:
    print("TypeError:", exc)
print(str(ZoneInfo("America/Lima")), datetime.fromisoformat("2024-03-31T10:30:00+02:00").utcoffset())
