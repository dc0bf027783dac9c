# Geocode the stops of a trip, order them into a route and total the distance.
import math
from dataclasses import dataclass
import asyncio

STOPS = ['Oslo', 'Paris', 'London', 'Rome', 'Vienna', 'Berlin', ' ']
FACTOR = 0.621371

@dataclass(frozen=True)
class Stop:
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

async def locate_all():
    return await asyncio.gather(*(geocode_async(p) for p in STOPS),
                                return_exceptions=True)

stops, failed = [], []
for place, res in zip(STOPS, asyncio.run(locate_all())):
    if isinstance(res, Exception):
        failed.append((place, res))
    else:
        stops.append(make(res))
for place, exc in failed:
    print(f"skipped {place!r}: {type(exc).__name__}: {exc}")
if len(stops) < 2:
    raise RuntimeError("not enough stops to plan a route")
start = stops[0]
route = [start] + sorted(stops[1:], key=lambda s: distance(start, s))
total = 0.0
for a, b in zip(route, route[1:]):
    leg = distance(a, b)
    total += leg
    print(f"{label(a):>8} -> {label(b):<8} {leg:8.1f} mi")
print(f"total {total:,.1f} mi over {len(route) - 1} leg(s)")
north = max(route, key=lambda s: coords(s)[0])
print("northernmost:", label(north), "at", f"{coords(north)[0]:.2f}N")
