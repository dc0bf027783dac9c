# Geocode the stops of a trip, order them into a route and total the distance.
import math
from typing import NamedTuple

STOPS = [' ', 'Paris', 'Berlin', 'Oslo', 'Atlantis', 'Rome']
FACTOR = 0.621371

class Stop(NamedTuple):
    name: str
    lat: float
    lon: float

def make(g):
    return Stop(g["place"], g["lat"], g["lon"])
def coords(s):
    return s.lat, s.lon

def label(s):
    return s.name

def distance(a, b):
    (lat1, lon1), (lat2, lon2) = coords(a), coords(b)
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(h)) * FACTOR

stops, failed = [], []
for place in STOPS:
    try:
        stops.append(make(geocode(place)))
    except (LookupError, ValueError) as exc:
        failed.append((place, exc))
for place, exc in failed:
    print(f"skipped {place!r}: {type(exc).__name__}: {exc}")
if len(stops) < 2:
    raise RuntimeError("not enough stops to plan a route")
route = [stops[0]]
left = stops[1:]
while left:
    nxt = min(left, key=lambda s: distance(route[-1], s))
    left.remove(nxt)
    route.append(nxt)
total = 0.0
for a, b in zip(route, route[1:]):
    leg = distance(a, b)
    total += leg
    print(f"{label(a):>8} -> {label(b):<8} {leg:8.1f} mi")
print(f"total {total:,.1f} mi over {len(route) - 1} leg(s)")
north = max(route, key=lambda s: coords(s)[0])
print("northernmost:", label(north), "at", f"{coords(north)[0]:.2f}N")
