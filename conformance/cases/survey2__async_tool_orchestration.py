import asyncio
import random

rng = random.Random(99)
LOG = []

class RateLimited(Exception):
    pass

async def fetch_price(symbol: str) -> float:
    await asyncio.sleep(0.001 * (len(symbol) % 3))
    LOG.append(f"price:{symbol}")
    if symbol == "BAD":
        raise ValueError(f"unknown symbol {symbol}")
    return round(100 + rng.random() * 50, 2)

async def fetch_news(symbol: str) -> list[str]:
    await asyncio.sleep(0.002)
    return [f"{symbol} headline {i}" for i in range(2)]

async def flaky(symbol: str, fails: dict) -> str:
    fails[symbol] = fails.get(symbol, 0) + 1
    if fails[symbol] < 3:
        raise RateLimited(f"{symbol}: try again")
    return f"{symbol}: ok after {fails[symbol]}"

async def with_retry(coro_fn, *args, attempts=4):
    for i in range(attempts):
        try:
            return await coro_fn(*args)
        except RateLimited as e:
            LOG.append(f"retry {i}: {e}")
            await asyncio.sleep(0.001 * 2 ** i)
    raise RuntimeError("exhausted")

async def bounded(sem, coro):
    async with sem:
        return await coro

async def main():
    symbols = ["AAPL", "MSFT", "BAD", "GOOG"]
    prices = await asyncio.gather(*(fetch_price(s) for s in symbols), return_exceptions=True)
    for s, p in zip(symbols, prices):
        print(f"{s:<5}", f"error: {p}" if isinstance(p, Exception) else f"{p:.2f}")
    sem = asyncio.Semaphore(2)
    news = await asyncio.gather(*(bounded(sem, fetch_news(s)) for s in symbols if s != "BAD"))
    print(sum(len(n) for n in news), news[0])
    fails = {}
    print(await with_retry(flaky, "TSLA", fails), fails)
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except asyncio.TimeoutError:
        print("wait_for timed out")
    results = {}
    async with asyncio.TaskGroup() as tg:
        tasks = {s: tg.create_task(fetch_news(s)) for s in ("A", "BB")}
    for s, t in tasks.items():
        results[s] = len(t.result())
    print(results)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fetch_price("BAD"))
            tg.create_task(fetch_news("X"))
    except* ValueError as eg:
        print("taskgroup errors:", [str(e) for e in eg.exceptions])
    order = []
    for fut in asyncio.as_completed([fetch_news("ZZZ"), fetch_price("Q")]):
        r = await fut
        order.append(type(r).__name__)
    print(sorted(order))
    t = asyncio.create_task(asyncio.sleep(1))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled:", t.cancelled())
    return len(LOG)

n = asyncio.run(main())
print("log entries:", n, LOG[:3])
