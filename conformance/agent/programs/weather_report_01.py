# Weather summary for a list of cities; unknown cities are reported, not fatal.
import asyncio
import json
import statistics

CITIES = ['Gotham', 'Cairo', 'Atlantis', 'Paris', 'Lima', 'Tokyo']

def classify(temp):
    if temp < 0:
        return "freezing"
    if temp < 15:
        return "cool"
    if temp < 25:
        return "mild"
    return "hot"

readings = {}
for city in CITIES:
    try:
        readings[city.strip().title()] = get_weather(city, units="metric")
    except LookupError as exc:
        print("no data:", exc)
    except ValueError as exc:
        print("bad request:", exc)
        break

for name, r in readings.items():
    feel = classify(r.get("temp_c", 0))
    print(f"{name}: {r.get('temp_c')}C, {r['conditions']} -> {feel}")

temps = [r["temp_c"] for r in readings.values() if "temp_c" in r]
if len(temps) >= 2:
    print(f"mean {statistics.mean(temps):.2f}, median {statistics.median(temps):.2f}, "
          f"spread {max(temps) - min(temps):.1f}")
elif temps:
    print("only one reading:", temps[0])
else:
    print("no readings")
