# Concurrent lookups that log their progress as they go: the log's order is the event loop's.
import asyncio

TICKERS = ["ACME", "GLOBX", "NOPE", "UMBR"]
CITIES = ["Paris", "Atlantis", "Tokyo"]
log = []


async def quote(ticker):
    print(f"-> {ticker}")
    try:
        price = await fetch_price_async(ticker)
    except KeyError as exc:
        print(f"!! {ticker}: {exc}")
        return ticker, None
    print(f"<- {ticker} {price:.2f}")
    return ticker, price


async def weather(city, sem):
    async with sem:
        log.append(f"start {city}")
        try:
            report = await get_weather_async(city)
        except LookupError as exc:
            log.append(f"fail {city}: {exc}")
            raise
        log.append(f"done {city}")
        return city, sorted(report)


async def main():
    prices = dict(await asyncio.gather(*(quote(t) for t in TICKERS)))
    print({t: p for t, p in prices.items() if p is not None})

    sem = asyncio.Semaphore(2)
    results = await asyncio.gather(*(weather(c, sem) for c in CITIES), return_exceptions=True)
    for city, outcome in zip(CITIES, results):
        kind = type(outcome).__name__ if isinstance(outcome, Exception) else "ok"
        print(f"{city:<9} {kind}")
    print("\n".join(log))

    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(quote(t)) for t in ("WAYNE", "ACME")]
        print("tasks created", len(tasks))
    print([t.result()[0] for t in tasks])


asyncio.run(main())
