# Pick the best days for an outdoor event from a forecast.
import calendar
from datetime import date, datetime, timedelta

CITY, DAYS, MAX_RAIN = "Cairo", 9, 35

try:
    forecast = get_forecast(CITY, days=DAYS)
except ValueError as exc:
    print("forecast refused:", exc)
    forecast = get_forecast(CITY, days=min(DAYS, 7))
print(f"{len(forecast)} days for {CITY}")

good = []
for d in forecast:
    day = date.fromisoformat(d["date"])
    name = calendar.day_name[day.weekday()]
    swing = round(d["high"] - d["low"], 1)
    ok = d["rain_pct"] <= MAX_RAIN
    print(f"{day:%a %d %b} ({name}): {d['low']}..{d['high']} swing {swing}, "
          f"rain {d['rain_pct']}% {'OK' if ok else '--'}")
    if ok:
        good.append((d["rain_pct"], -d["high"], day))

if good:
    rain, neg_high, best = min(good)
    start = datetime.combine(best, datetime.min.time()) + timedelta(hours=14)
    print("best day:", best.isoformat(), "start at", start.strftime("%H:%M"))
    print("days until then:", (best - date(2024, 3, 1)).days)
else:
    print("no good day; earliest:", forecast[0]["date"])
