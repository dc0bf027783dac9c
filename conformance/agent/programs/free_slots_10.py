# Find common free time on one day across several calendars.
from datetime import datetime, timedelta

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
get_calendar = LOG.wrap('get_calendar', get_calendar)

DAY = datetime.fromisoformat("2024-03-05")
START_H, END_H = (9, 17)
busy = []
for uid in [3, 1]:
    try:
        events = get_calendar(uid)
    except LookupError as exc:
        print("skipping:", exc)
        continue
    for ev in events:
        start = datetime.fromisoformat(ev["start"])
        end = datetime.fromisoformat(ev["end"])
        if start.date() == DAY.date():
            busy.append((start, end, ev["title"]))
busy.sort()
for s, e, title in busy:
    minutes = (e - s) // timedelta(minutes=1)
    print(f"busy {s:%H:%M}-{e:%H:%M} {title} ({minutes} min)")

merged = []
for s, e, _ in busy:
    if merged and s <= merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], e)
    else:
        merged.append([s, e])
cursor = DAY.replace(hour=START_H)
close = DAY.replace(hour=END_H)
free = []
for s, e in merged:
    if s > cursor:
        free.append((cursor, min(s, close)))
    cursor = max(cursor, e)
if cursor < close:
    free.append((cursor, close))
for s, e in free:
    print(f"free {s.strftime('%H:%M')}-{e.strftime('%H:%M')} = {e - s}")
longest = max(free, key=lambda p: p[1] - p[0], default=None)
print("longest:", longest[0].time().isoformat() if longest else None)
