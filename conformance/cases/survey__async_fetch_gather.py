import asyncio
import random

async def fetch(name: str, delay: float, fail: bool = False) -> dict:
    await asyncio.sleep(delay)
    if fail:
        raise ConnectionError(f"{name} unreachable")
    return {"name": name, "bytes": len(name) * 100}

async def main():
    results = await asyncio.gather(
        fetch("alpha", 0.02), fetch("beta", 0.01), fetch("gamma", 0.03, fail=True),
        return_exceptions=True,
    )
    for r in results:
        if isinstance(r, Exception):
            print("error:", type(r).__name__, r)
        else:
            print("ok:", r)

    tasks = [asyncio.create_task(fetch(f"t{i}", 0.005 * (5 - i))) for i in range(5)]
    done_order = []
    for coro in asyncio.as_completed(tasks):
        r = await coro
        done_order.append(r["name"])
    print("completion order:", done_order)

    try:
        await asyncio.wait_for(fetch("slow", 1.0), timeout=0.05)
    except asyncio.TimeoutError:
        print("timed out")

    try:
        async with asyncio.timeout(0.02):
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("timeout ctx:", type(e).__name__)

    q: asyncio.Queue[int] = asyncio.Queue()
    async def producer():
        for i in range(5):
            await q.put(i)
        await q.put(None)
    async def consumer():
        total = 0
        while (item := await q.get()) is not None:
            total += item
        return total
    _, total = await asyncio.gather(producer(), consumer())
    print("total", total)
    return "finished"

print(asyncio.run(main()))
