# Plan a trip: geocode places, compute great-circle legs and an itinerary with dates.
import math
from datetime import date, timedelta
from dataclasses import dataclass, field


@dataclass
class Stop:
    place: str
    lat: float
    lon: float
    nights: int = 2


@dataclass
class Trip:
    start: date
    stops: list = field(default_factory=list)

    def legs(self):
        return list(zip(self.stops, self.stops[1:]))

    def total_km(self):
        return sum(haversine(a, b) for a, b in self.legs())


def haversine(a, b, radius=6371.0):
    p1, p2 = math.radians(a.lat), math.radians(b.lat)
    dp, dl = p2 - p1, math.radians(b.lon - a.lon)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * radius * math.asin(math.sqrt(h))


trip = Trip(date(2024, 5, 1))
for name in ["Paris", "berlin ", "Atlantis", "Vienna", "", "Rome"]:
    try:
        g = geocode(name)
    except ValueError as exc:
        print(f"skip {name!r}: {exc}")
        continue
    except LookupError as exc:
        print("skip:", exc)
        continue
    trip.stops.append(Stop(g["place"], g["lat"], g["lon"], nights=len(g["place"]) % 3 + 1))
day = trip.start
for stop in trip.stops:
    leave = day + timedelta(days=stop.nights)
    print(f"{stop.place:<8} {day:%d %b} -> {leave:%d %b} ({stop.nights} nights)")
    day = leave
for a, b in trip.legs():
    km = haversine(a, b)
    bearing = math.degrees(math.atan2(b.lon - a.lon, b.lat - a.lat)) % 360
    print(f"{a.place} -> {b.place}: {km:7.1f} km, heading {bearing:5.1f} deg, ~{km / 80:.1f} h by train")
print(f"total {trip.total_km():,.0f} km, back on {day.isoformat()} ({(day - trip.start).days} days)")
print(math.dist((0, 0), (3, 4)), math.hypot(3, 4, 12), round(math.tau, 5), math.copysign(2, -0.0))
