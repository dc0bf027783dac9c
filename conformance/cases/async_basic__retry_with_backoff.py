import asyncio

attempts = {}

async def flaky(name, fail_times):
    attempts[name] = attempts.get(name, 0) + 1
    await asyncio.sleep(0)
    if attempts[name] <= fail_times:
        raise ConnectionError(f"{name} attempt {attempts[name]} failed")
    return f"{name} ok after {attempts[name]}"

async def retry(coro_fn, *args, retries=3, base=0.001):
    for attempt in range(retries + 1):
        try:
            return await coro_fn(*args)
        except ConnectionError as e:
            if attempt == retries:
                raise RuntimeError(f"gave up: {e}") from e
            await asyncio.sleep(base * 2 ** attempt)

async def main():
    results = await asyncio.gather(retry(flaky, "a", 0), retry(flaky, "b", 2),
                                   retry(flaky, "c", 5), return_exceptions=True)
    for r in results:
        print(r if isinstance(r, str) else f"{type(r).__name__}: {r} (cause: {r.__cause__})")
    print(attempts)
    await retry(flaky, "d", 9, retries=1)

asyncio.run(main())
