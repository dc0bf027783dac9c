# Weather summary for a list of cities; unknown cities are reported, not fatal.
import asyncio
import json
import statistics

CITIES = [' paris ', 'Atlantis', 'Lima', 'Oslo', 'Paris', 'Gotham']

def classify(temp):
    if temp < 0:
        return "freezing"
    if temp < 15:
        return "cool"
    if temp < 25:
        return "mild"
    return "hot"

async def fetch_one(city):
    try:
        return city.strip().title(), await get_weather_async(city)
    except LookupError as exc:
        print("lookup failed:", exc)
        return city.strip().title(), None

async def main():
    tasks = [asyncio.create_task(fetch_one(c)) for c in CITIES]
    done = [await t for t in tasks]
    return {name: data for name, data in done if data is not None}

readings = asyncio.run(main())

print(f"{'city':<8}|{'temp':>7}|{'hum':>5}| sky")
print("-" * 30)
for name, r in sorted(readings.items(), key=lambda kv: kv[1].get("temp_c", 0)):
    print(f"{name:<8}|{r.get('temp_c', float('nan')):>7.1f}|{r['humidity']:>5}| "
          f"{r['conditions']}")

temps = [r["temp_c"] for r in readings.values() if "temp_c" in r]
if len(temps) >= 2:
    print(f"mean {statistics.mean(temps):.2f}, median {statistics.median(temps):.2f}, "
          f"spread {max(temps) - min(temps):.1f}")
elif temps:
    print("only one reading:", temps[0])
else:
    print("no readings")
