# One async round trip for a dashboard: prices, weather and users at once.
import asyncio

async def main():
    jobs = ([fetch_price_async(t) for t in ['ACME']]
            + [get_weather_async(c) for c in ['Paris', 'Cairo']]
            + [lookup_user(u) for u in [1]])
    labels = ([f"price:{t}" for t in ['ACME']] + [f"weather:{c}" for c in ['Paris', 'Cairo']]
              + [f"user:{u}" for u in [1]])
    results = await asyncio.wait_for(asyncio.gather(*jobs, return_exceptions=True), timeout=30)
    ok, failed = {}, {}
    for label, res in zip(labels, results):
        (failed if isinstance(res, BaseException) else ok)[label] = res
    return ok, failed

ok, failed = asyncio.run(main())
for label, value in ok.items():
    if isinstance(value, dict):
        value = value.get("name") or value.get("conditions")
    print(f"{label:<16} {value}")
for label, exc in failed.items():
    print(f"{label:<16} FAILED {type(exc).__name__}: {exc}")
print(f"{len(ok)}/{len(ok) + len(failed)} widgets ready")
