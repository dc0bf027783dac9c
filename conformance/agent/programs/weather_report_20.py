# Weather summary for a list of cities; unknown cities are reported, not fatal.
import asyncio
import json
import statistics

CITIES = [' paris ', 'Tokyo', 'Gotham', 'Paris', 'Lima']

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
