import asyncio

async def job(name, duration):
    await asyncio.sleep(duration)
    return f"{name} finished"

async def with_deadline(coro, seconds, name):
    try:
        return await asyncio.wait_for(coro, seconds)
    except asyncio.TimeoutError:
        return f"{name} timed out"

async def main():
    specs = [("fast", 0.001, 0.5), ("slow", 0.5, 0.01), ("ok", 0.002, 0.5)]
    results = await asyncio.gather(*(with_deadline(job(n, d), t, n) for n, d, t in specs))
    print(results)
    async def cleanup_on_cancel():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("cleanup ran")
            raise
    try:
        await asyncio.wait_for(cleanup_on_cancel(), 0.01)
    except TimeoutError:
        print("outer saw TimeoutError")
    async with asyncio.timeout(None) as cm:
        await asyncio.sleep(0)
    print("no deadline", cm.expired())
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(1)
    except TimeoutError:
        print("expired:", cm.expired())

asyncio.run(main())
