import asyncio
order = []
async def step(name, delay):
    order.append(f"start {name}")
    await asyncio.sleep(delay)
    order.append(f"end {name}")
    return delay
async def main():
    a = await step("a", 0.02)
    b = await step("b", 0.01)
    print("sequential", a + b, order)
    order.clear()
    t1 = asyncio.create_task(step("c", 0.02))
    t2 = asyncio.create_task(step("d", 0.01))
    print(await t1 + await t2, order)
    order.clear()
    res = await asyncio.wait_for(step("e", 0.01), timeout=1)
    print(res, order)
    try:
        await asyncio.wait_for(step("f", 1), timeout=0.01)
    except asyncio.TimeoutError:
        print("timeout", order[-1])
asyncio.run(main())
