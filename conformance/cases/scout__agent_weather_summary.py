from dataclasses import dataclass
from statistics import mean
from datetime import date, timedelta

@dataclass
class Reading:
    day: date
    city: str
    high: float
    low: float
    rain_mm: float = 0.0
    @property
    def spread(self):
        return self.high - self.low

start = date(2024, 7, 1)
raw = {"Paris": [(28, 17, 0), (31, 19, 0), (25, 16, 4.2), (22, 14, 11.0)],
       "Oslo": [(19, 11, 2.0), (21, 12, 0), (18, 10, 6.5), (17, 9, 1.2)]}
readings = [Reading(start + timedelta(days=i), city, h, l, r) for city, rows in raw.items() for i, (h, l, r) in enumerate(rows)]
for city in raw:
    rs = [r for r in readings if r.city == city]
    hottest = max(rs, key=lambda r: r.high)
    wet = [r.day.strftime("%a") for r in rs if r.rain_mm > 1]
    print(f"{city}: avg high {mean(r.high for r in rs):.1f}°C, hottest {hottest.day:%b %d} ({hottest.high}°), wet days: {', '.join(wet) or 'none'}")
    print(f"  total rain {sum(r.rain_mm for r in rs):.1f} mm, max spread {max(r.spread for r in rs)}")
def to_f(c):
    return c * 9 / 5 + 32
print([f"{to_f(r.high):.0f}F" for r in readings[:4]])
alerts = [f"{r.city} {r.day.isoformat()}: heat" for r in readings if r.high >= 30]
print(alerts or "no alerts")
print(readings[0].humidity)
