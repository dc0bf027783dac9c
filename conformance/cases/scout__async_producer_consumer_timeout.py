import asyncio
import random

async def sensor(name, q, n, rng):
    for i in range(n):
        await asyncio.sleep(rng.random() / 1000)
        await q.put((name, i, round(rng.uniform(10, 30), 1)))
    await q.put((name, None, None))

async def aggregator(q, expected):
    done, readings = 0, {}
    while done < expected:
        name, i, value = await q.get()
        if i is None:
            done += 1
            continue
        readings.setdefault(name, []).append(value)
    return readings

async def slow():
    await asyncio.sleep(10)

async def main():
    rng = random.Random(5)
    q = asyncio.Queue()
    names = ["t1", "t2", "t3"]
    agg = asyncio.create_task(aggregator(q, len(names)))
    await asyncio.gather(*(sensor(n, q, 3, rng) for n in names))
    readings = await agg
    for k in sorted(readings):
        print(k, len(readings[k]), all(10 <= v <= 30 for v in readings[k]))
    try:
        async with asyncio.timeout(0.01) as cm:
            await slow()
    except TimeoutError:
        print("timeout hit", cm.expired())
    res = await asyncio.wait_for(asyncio.sleep(0, result="quick"), timeout=1)
    print(res)
    task = asyncio.create_task(slow())
    done, pending = await asyncio.wait({task}, timeout=0.01)
    print(len(done), len(pending))
    task.cancel()
    r = await asyncio.gather(task, return_exceptions=True)
    print(type(r[0]).__name__)
    await asyncio.wait_for(slow(), timeout=0.01)

asyncio.run(main())
