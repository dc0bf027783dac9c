from collections import namedtuple, defaultdict, deque
from typing import NamedTuple
from datetime import date, timedelta
from statistics import mean
import math

Reading = namedtuple("Reading", ["day", "city", "temp_c", "rain_mm"])

class Summary(NamedTuple):
    city: str
    days: int
    mean_c: float
    max_c: float
    rainy_days: int = 0

    @property
    def mean_f(self) -> float:
        return self.mean_c * 9 / 5 + 32

    def line(self):
        return f"{self.city:<8}{self.days:>3}d {self.mean_c:>6.1f}C {self.mean_f:>6.1f}F max={self.max_c:>5.1f} rain={self.rainy_days}"

start = date(2024, 7, 1)
data = []
for i in range(14):
    d = start + timedelta(days=i)
    data.append(Reading(d, "Oslo", round(17 + 4 * math.sin(i / 2), 1), [0, 2.5, 0, 0, 7.1][i % 5]))
    data.append(Reading(d, "Seville", round(33 + 3 * math.cos(i / 3), 1), 0.0 if i % 6 else 1.2))
print(data[0], data[0]._asdict()["temp_c"], Reading._fields)
by_city = defaultdict(list)
for r in data:
    by_city[r.city].append(r)
summaries = [Summary(c, len(rs), round(mean(r.temp_c for r in rs), 2), max(r.temp_c for r in rs), sum(r.rain_mm > 0 for r in rs)) for c, rs in sorted(by_city.items())]
for s in summaries:
    print(s.line())
print(summaries[0], summaries[0]._replace(days=0).days, Summary._field_defaults, Summary("X", 1, 0.0, 0.0))
window = deque(maxlen=3)
alerts = []
for r in by_city["Oslo"]:
    window.append(r.temp_c)
    if len(window) == 3:
        avg3 = sum(window) / 3
        if avg3 > 19.5:
            alerts.append((r.day.isoformat(), round(avg3, 2)))
print("oslo 3-day highs:", alerts)
hot = max(data, key=lambda r: r.temp_c)
city, day = hot.city, hot.day
print(f"hottest: {city} on {day:%a %d %b} at {hot.temp_c}C", hot[2] == hot.temp_c, len(hot))
t, *rest = summaries[1]
print(t, rest)
Point = namedtuple("Point", "x y", defaults=[0])
p = Point(3)
print(p, p._make([1, 2]), Point(**{"x": 5, "y": 6}), p + (9,), isinstance(p, tuple))
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    p.x = 10
except AttributeError as e:
    print("AttributeError:", e)
