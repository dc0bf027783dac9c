import asyncio
import random

class TransientError(Exception):
    pass

async def unreliable(call_no: list, fail_times: int, delay: float):
    call_no[0] += 1
    await asyncio.sleep(delay)
    if call_no[0] <= fail_times:
        raise TransientError(f"attempt {call_no[0]} failed")
    return f"ok on attempt {call_no[0]}"

async def with_retry(make, attempts=4, base_delay=0.001):
    for i in range(attempts):
        try:
            return await asyncio.wait_for(make(), timeout=0.25)
        except (TransientError, asyncio.TimeoutError) as e:
            kind = type(e).__name__
            print(f"  try {i + 1}: {kind}")
            await asyncio.sleep(base_delay * 2 ** i)
    raise RuntimeError(f"all {attempts} attempts failed")

async def main():
    calls = [0]
    print(await with_retry(lambda: unreliable(calls, 2, 0.001)))
    calls = [0]
    try:
        await with_retry(lambda: unreliable(calls, 0, 1.0), attempts=2)
    except RuntimeError as e:
        print("RuntimeError:", e)
    async def tick(name, n, d):
        out = []
        for i in range(n):
            await asyncio.sleep(d)
            out.append(f"{name}{i}")
        return out
    res = await asyncio.gather(tick("a", 3, 0.002), tick("b", 2, 0.003))
    print(res)
    t1 = asyncio.create_task(tick("x", 100, 0.01), name="long")
    done, pending = await asyncio.wait({t1}, timeout=0.02)
    print(len(done), [t.get_name() for t in pending])
    t1.cancel()
    r = await asyncio.gather(t1, return_exceptions=True)
    print(type(r[0]).__name__)
    async def produce(q, n):
        for i in range(n):
            await q.put(i)
        await q.put(None)
    async def consume(q, name):
        got = []
        while (item := await q.get()) is not None:
            got.append(item)
        await q.put(None)
        return name, got
    q = asyncio.Queue(maxsize=2)
    results = await asyncio.gather(produce(q, 6), consume(q, "c1"))
    print(results[1])
    async with asyncio.timeout(1):
        await asyncio.sleep(0.001)
    print("timeout not hit")
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(5)
    except TimeoutError:
        print("expired:", cm.expired())
    return "main done"

print(asyncio.run(main()))
