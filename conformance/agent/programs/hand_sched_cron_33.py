# Expand a simple cron-like schedule into run times and detect conflicts with calendars.
from datetime import datetime, timedelta, date
import calendar
import re

SPEC = re.compile(r"^(?P<minute>\*|\d+) (?P<hour>\*|\d+(?:,\d+)*) (?P<dow>\*|[a-z]{3}(?:-[a-z]{3})?)$")
DAYS = [d.lower() for d in calendar.day_abbr]
JOBS = {"backup": "0 2 *", "report": "30 9,13 mon-fri", "sync": "15 * sat", "broken": "99 x y"}


def expand(spec, start, days):
    m = SPEC.match(spec)
    if not m:
        raise ValueError(f"bad schedule {spec!r}")
    minute = int(m["minute"]) if m["minute"] != "*" else 0
    hours = range(24) if m["hour"] == "*" else [int(h) for h in m["hour"].split(",")]
    if m["dow"] == "*":
        allowed = set(range(7))
    elif "-" in m["dow"]:
        a, b = m["dow"].split("-")
        allowed = set(range(DAYS.index(a), DAYS.index(b) + 1))
    else:
        allowed = {DAYS.index(m["dow"])}
    for offset in range(days):
        day = start + timedelta(days=offset)
        if day.weekday() in allowed:
            for h in hours:
                yield datetime(day.year, day.month, day.day, h, minute)


start = date(2024, 3, 4)
runs = []
for job, spec in JOBS.items():
    try:
        times = list(expand(spec, start, 7))
    except ValueError as exc:
        print("skip:", exc)
        continue
    print(f"{job:<7} {len(times):>3} runs, first {times[0]:%a %H:%M}, last {times[-1]:%a %d %H:%M}")
    runs.extend((t, job) for t in times)
busy = [(datetime.fromisoformat(e["start"]), datetime.fromisoformat(e["end"]), e["title"])
        for e in get_calendar(1) + get_calendar(2)]
for t, job in sorted(runs):
    for s, e, title in busy:
        if s <= t < e:
            print(f"conflict: {job} at {t:%a %H:%M} during {title!r}")
print(calendar.monthrange(2024, 2), calendar.isleap(2024), calendar.weekday(2024, 3, 4))
print(calendar.month_name[3], list(calendar.day_name)[:2], calendar.leapdays(2000, 2025))
print(calendar.month(2024, 3).splitlines()[0].strip(), len(calendar.monthcalendar(2024, 3)))
try:
    get_calendar(8)
except LookupError as exc:
    print("LookupError:", exc)
