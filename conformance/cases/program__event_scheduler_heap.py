import heapq
from dataclasses import dataclass, field
from datetime import datetime, timedelta

@dataclass(order=True)
class Event:
    when: datetime
    priority: int
    name: str = field(compare=False)
    repeat: timedelta = field(default=None, compare=False)

class Scheduler:
    def __init__(self, start):
        self.now = start
        self.queue = []
        self.log = []

    def schedule(self, event):
        heapq.heappush(self.queue, event)

    def run_until(self, end):
        while self.queue and self.queue[0].when <= end:
            ev = heapq.heappop(self.queue)
            self.now = ev.when
            self.log.append(f"{ev.when:%H:%M} {ev.name}")
            if ev.repeat:
                self.schedule(Event(ev.when + ev.repeat, ev.priority, ev.name, ev.repeat))

start = datetime(2024, 1, 1, 9, 0)
s = Scheduler(start)
s.schedule(Event(start + timedelta(minutes=30), 2, "standup"))
s.schedule(Event(start, 1, "heartbeat", timedelta(minutes=20)))
s.schedule(Event(start + timedelta(minutes=30), 1, "deploy"))
s.schedule(Event(start + timedelta(hours=2), 0, "lunch"))
s.run_until(start + timedelta(hours=1))
print(s.log)
print(len(s.queue), s.queue[0].name, f"{s.now:%H:%M}")
