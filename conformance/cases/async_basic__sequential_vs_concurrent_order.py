import asyncio

trace = []

async def worker(name, steps):
    for i in range(steps):
        trace.append(f"{name}{i}")
        await asyncio.sleep(0)
    return name

async def main():
    await worker("s", 2)
    await worker("t", 2)
    print("sequential:", trace)
    trace.clear()
    await asyncio.gather(worker("a", 3), worker("b", 2), worker("c", 1))
    print("concurrent:", trace)
    trace.clear()
    t1 = asyncio.create_task(worker("x", 2))
    t2 = asyncio.create_task(worker("y", 2))
    trace.append("created")
    await asyncio.sleep(0)
    trace.append("after one yield")
    await t1
    await t2
    print("tasks:", trace)

asyncio.run(main())
