import asyncio

active = 0
peak = 0
order = []

async def job(sem, i):
    global active, peak
    async with sem:
        active += 1
        peak = max(peak, active)
        order.append(f"start{i}")
        await asyncio.sleep(0)  # (a timed sleep would make the order depend on the clock)
        order.append(f"end{i}")
        active -= 1
    return i * 10

async def main():
    sem = asyncio.Semaphore(2)
    results = await asyncio.gather(*(job(sem, i) for i in range(5)))
    print(results, peak)
    print(order)
    lock = asyncio.Lock()
    counter = {"n": 0}
    async def bump():
        async with lock:
            v = counter["n"]
            await asyncio.sleep(0)
            counter["n"] = v + 1
    await asyncio.gather(*(bump() for _ in range(10)))
    print(counter["n"], lock.locked())
    event = asyncio.Event()
    async def waiter():
        await event.wait()
        return "woke"
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    event.set()
    print(await t, event.is_set())

asyncio.run(main())
