from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

TEAM = {"ana": "America/New_York", "bo": "Europe/London", "cy": "Asia/Tokyo", "di": "Australia/Sydney"}
WORK = (9, 18)

def local_hours(tzname, utc_start):
    tz = ZoneInfo(tzname)
    local = utc_start.astimezone(tz)
    return local, WORK[0] <= local.hour < WORK[1]

day = datetime(2024, 3, 12, tzinfo=timezone.utc)
best = []
for h in range(24):
    t = day + timedelta(hours=h)
    oks = {n: local_hours(z, t) for n, z in TEAM.items()}
    score = sum(ok for _, ok in oks.values())
    best.append((score, h, oks))
best.sort(key=lambda x: (-x[0], x[1]))
for score, h, oks in best[:3]:
    cells = ", ".join(f"{n} {loc:%H:%M %Z}{'' if ok else '*'}" for n, (loc, ok) in oks.items())
    print(f"{h:02d}:00 UTC score={score}: {cells}")

ny = ZoneInfo("America/New_York")
for d in (datetime(2024, 3, 9, 12), datetime(2024, 3, 11, 12), datetime(2024, 11, 2, 12), datetime(2024, 11, 4, 12)):
    aware = d.replace(tzinfo=ny)
    print(aware.isoformat(), aware.tzname(), aware.utcoffset(), aware.dst())
before = datetime(2024, 3, 10, 1, 30, tzinfo=ny)
after = before + timedelta(hours=1)
print(before, after, (after.astimezone(timezone.utc) - before.astimezone(timezone.utc)))
amb = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
print(amb.utcoffset(), amb.replace(fold=1).utcoffset(), amb.fold)
london = ZoneInfo("Europe/London")
flight_dep = datetime(2024, 6, 1, 22, 15, tzinfo=london)
flight_arr = flight_dep.astimezone(ZoneInfo("Asia/Tokyo")) + timedelta(hours=13, minutes=40)
print(f"depart {flight_dep:%a %H:%M %Z} arrive {flight_arr:%a %d %b %H:%M %Z}", flight_arr.utcoffset())
print(str(ny), repr(london), ZoneInfo("UTC").utcoffset(None), datetime(2024, 1, 1, tzinfo=ZoneInfo("Etc/GMT-3")).isoformat())
