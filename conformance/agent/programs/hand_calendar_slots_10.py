# Find common free slots in two users' calendars for a working day.
from datetime import datetime, date, time, timedelta

DAY = date(2024, 3, 4)
WORK_START, WORK_END = time(9, 0), time(17, 0)
SLOT = timedelta(minutes=30)


def busy_intervals(user_id):
    events = get_calendar(user_id)
    out = []
    for e in events:
        start = datetime.fromisoformat(e["start"])
        end = datetime.fromisoformat(e["end"])
        if start.date() == DAY:
            out.append((start, end, e["title"]))
    return sorted(out)


def free(busy):
    cursor = datetime.combine(DAY, WORK_START)
    end_of_day = datetime.combine(DAY, WORK_END)
    for start, end, _ in busy:
        if start > cursor:
            yield cursor, start
        cursor = max(cursor, end)
    if cursor < end_of_day:
        yield cursor, end_of_day


people = {}
for uid in (1, 2, 7):
    try:
        people[uid] = busy_intervals(uid)
    except LookupError as exc:
        print("calendar unavailable:", exc)

merged = sorted(b for busy in people.values() for b in busy)
for start, end, title in merged:
    print(f"busy {start:%H:%M}-{end:%H:%M} {title}")
slots = []
for start, end in free(merged):
    t = start
    while t + SLOT <= end:
        slots.append(t)
        t += SLOT
print(f"{len(slots)} free half-hours on {DAY:%a %d %b}")
print(", ".join(s.strftime("%H:%M") for s in slots[:6]), "...")
longest = max(free(merged), key=lambda iv: iv[1] - iv[0])
print("longest gap:", longest[0].time(), "to", longest[1].time(), "=", longest[1] - longest[0])
print(DAY.isoweekday(), DAY.replace(day=29).isoformat(), (DAY - date(2024, 1, 1)).days)
print(time(9, 30).isoformat(timespec="minutes"), datetime.combine(DAY, time(12)).isoformat())
