# Gather weather for several cities concurrently, tolerating unknown cities.
import asyncio
from enum import Enum


class Comfort(Enum):
    COLD = "cold"
    MILD = "mild"
    HOT = "hot"

    @classmethod
    def of(cls, temp_c: float) -> "Comfort":
        if temp_c < 5:
            return cls.COLD
        return cls.HOT if temp_c > 25 else cls.MILD


CITIES = ["Paris", "Tokyo", "Atlantis", "Oslo", "Cairo", "El Dorado"]


async def one(city):
    try:
        return city, await get_weather_async(city)
    except LookupError as exc:
        return city, exc


async def main():
    results = await asyncio.gather(*(one(c) for c in CITIES))
    ok = {c: w for c, w in results if not isinstance(w, Exception)}
    failed = {c: w for c, w in results if isinstance(w, Exception)}
    for city, w in ok.items():
        comfort = Comfort.of(w["temp_c"])
        print(f"{city:<8} {w['temp_c']:>6.1f}C {w['conditions']:<7} {comfort.name:<5} {comfort.value}")
    for city, exc in failed.items():
        print(f"{city}: {type(exc).__name__}: {exc}")
    groups = {}
    for city, w in ok.items():
        groups.setdefault(Comfort.of(w["temp_c"]), []).append(city)
    for comfort in Comfort:
        print(comfort, "->", groups.get(comfort, []))
    raw = await asyncio.gather(*(get_weather_async(c) for c in CITIES), return_exceptions=True)
    print([type(r).__name__ for r in raw])
    try:
        await asyncio.gather(*(get_weather_async(c) for c in CITIES))
    except LookupError as exc:
        print("first failure:", repr(exc))
    return len(ok)


count = asyncio.run(main())
print("cities with data:", count, "members:", list(Comfort.__members__))
print(Comfort("hot"), Comfort["MILD"].value, Comfort.COLD in Comfort)
