# Weather summary for a list of cities; unknown cities are reported, not fatal.
import asyncio
import json
import statistics

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
get_weather = LOG.wrap('get_weather', get_weather)

CITIES = ['Lima', 'Atlantis', 'Paris', 'Tokyo', 'Gotham', 'Oslo']

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

summary = {name: {"temp": r.get("temp_c"), "sky": r["conditions"],
                  "feel": classify(r.get("temp_c", 0))}
           for name, r in sorted(readings.items())}
print(json.dumps(summary, indent=2, sort_keys=True))

temps = [r["temp_c"] for r in readings.values() if "temp_c" in r]
if len(temps) >= 2:
    print(f"mean {statistics.mean(temps):.2f}, median {statistics.median(temps):.2f}, "
          f"spread {max(temps) - min(temps):.1f}")
elif temps:
    print("only one reading:", temps[0])
else:
    print("no readings")
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
