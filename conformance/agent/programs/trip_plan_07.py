# Geocode the stops of a trip, order them into a route and total the distance.
import math

STOPS = ['Atlantis', 'Rome', 'Oslo', 'Vienna', 'London', 'Madrid']
FACTOR = 0.621371

def make(g):
    return (g["place"], g["lat"], g["lon"])
def coords(s):
    return s[1], s[2]

def label(s):
    return s[0]

def distance(a, b):
    (lat1, lon1), (lat2, lon2) = coords(a), coords(b)
    x = math.radians(lon2 - lon1) * math.cos(math.radians((lat1 + lat2) / 2))
    y = math.radians(lat2 - lat1)
    return math.hypot(x, y) * 6371.0 * FACTOR

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
