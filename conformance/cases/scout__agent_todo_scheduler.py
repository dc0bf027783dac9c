import heapq
from datetime import datetime, timedelta
from enum import IntEnum

class Priority(IntEnum):
    LOW = 3
    NORMAL = 2
    HIGH = 1

tasks = [("write report", Priority.NORMAL, 90, "2024-05-06 09:00"), ("fix bug", Priority.HIGH, 45, "2024-05-06 09:00"),
         ("email", Priority.LOW, 15, "2024-05-06 10:30"), ("review PR", Priority.HIGH, 30, "2024-05-06 11:00"),
         ("lunch", Priority.NORMAL, 60, "2024-05-06 12:00")]
queue = []
for i, (name, prio, mins, avail) in enumerate(tasks):
    heapq.heappush(queue, (datetime.strptime(avail, "%Y-%m-%d %H:%M"), prio, i, name, mins))
clock = datetime(2024, 5, 6, 9, 0)
schedule = []
pending = []
while queue or pending:
    while queue and queue[0][0] <= clock:
        avail, prio, i, name, mins = heapq.heappop(queue)
        heapq.heappush(pending, (prio, i, name, mins))
    if not pending:
        clock = queue[0][0]
        continue
    prio, i, name, mins = heapq.heappop(pending)
    end = clock + timedelta(minutes=mins)
    schedule.append((clock.strftime("%H:%M"), end.strftime("%H:%M"), name, prio.name))
    clock = end
for row in schedule:
    print("{} - {}  {:<14} [{}]".format(*row))
print("done at", clock.time(), "total", sum(t[2] for t in tasks), "min")
print(Priority["URGENT"])
