import asyncio
async def main():
    sem = asyncio.Semaphore(2)
    active = 0
    peak = 0
    async def job(i):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            await asyncio.sleep(0.01 * (i % 3 + 1))
            active -= 1
            return i * 10
    results = await asyncio.gather(*[job(i) for i in range(7)])
    print(results, "peak", peak)
    async def retry(fn, attempts):
        for n in range(1, attempts + 1):
            try:
                return await fn(n)
            except ConnectionError as e:
                print(f"attempt {n} failed: {e}")
                await asyncio.sleep(0.001 * 2 ** n)
        raise RuntimeError(f"gave up after {attempts} attempts")
    async def flaky(n):
        if n < 3:
            raise ConnectionError("reset by peer")
        return "payload"
    print(await retry(flaky, 4))
    await retry(flaky, 2)
asyncio.run(main())
