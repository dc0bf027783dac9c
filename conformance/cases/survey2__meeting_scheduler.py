from dataclasses import dataclass, field
from datetime import datetime, timedelta, date, time

@dataclass(order=True)
class Slot:
    start: datetime
    end: datetime
    owner: str = field(compare=False, default="")

    @property
    def duration(self) -> timedelta:
        return self.end - self.start

    def overlaps(self, other: "Slot") -> bool:
        return self.start < other.end and other.start < self.end

def parse(owner, text):
    a, b = text.split("/")
    return Slot(datetime.fromisoformat(a), datetime.fromisoformat(b), owner)

busy = [
    parse("ana", "2024-05-06T09:00/2024-05-06T10:30"),
    parse("ana", "2024-05-06T13:00/2024-05-06T14:00"),
    parse("bo", "2024-05-06T10:00/2024-05-06T11:15"),
    parse("bo", "2024-05-06T15:30/2024-05-06T16:00"),
    parse("cy", "2024-05-06T11:00/2024-05-06T12:00"),
]
busy.sort()
merged: list[Slot] = []
for s in busy:
    if merged and s.start <= merged[-1].end:
        last = merged[-1]
        merged[-1] = Slot(last.start, max(last.end, s.end), last.owner + "+" + s.owner)
    else:
        merged.append(s)
for m in merged:
    print(f"busy {m.start:%H:%M}-{m.end:%H:%M} ({m.owner}) {m.duration}")

day = date(2024, 5, 6)
work_start = datetime.combine(day, time(9, 0))
work_end = datetime.combine(day, time(17, 0))
free = []
cursor = work_start
for m in merged:
    if m.start > cursor:
        free.append(Slot(cursor, m.start))
    cursor = max(cursor, m.end)
if cursor < work_end:
    free.append(Slot(cursor, work_end))

need = timedelta(minutes=45)
for f in free:
    ok = "fits" if f.duration >= need else "short"
    mins = int(f.duration.total_seconds() // 60)
    print(f"free {f.start.strftime('%I:%M %p')} -> {f.end.strftime('%I:%M %p')}: {mins:>3} min [{ok}]")

first = next(f for f in free if f.duration >= need)
print("book:", first.start.isoformat(timespec="minutes"), "to", (first.start + need).time())
print("weekday:", day.strftime("%A"), day.isocalendar(), day.isoweekday())
week = [day + timedelta(days=i) for i in range(7)]
print([d.strftime("%a %d") for d in week if d.weekday() < 5])
print("total busy:", sum((m.duration for m in merged), timedelta()))
