import asyncio

async def compute(x):
    await asyncio.sleep(0)
    if x < 0:
        raise ValueError(f"negative: {x}")
    return x * x

async def main():
    t = asyncio.create_task(compute(4), name="square-4")
    print(t.get_name(), t.done())
    print(await t, t.done(), t.result(), t.exception())
    bad = asyncio.create_task(compute(-1))
    try:
        await bad
    except ValueError as e:
        print("caught", e, type(bad.exception()).__name__)
    seen = []
    t2 = asyncio.create_task(compute(3))
    t2.add_done_callback(lambda task: seen.append(task.result()))
    await t2
    await asyncio.sleep(0)
    print(seen)
    pending = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    pending.cancel()
    try:
        await pending
    except asyncio.CancelledError:
        print("cancelled", pending.cancelled())
    try:
        pending.result()
    except asyncio.CancelledError:
        print("result() of cancelled raises CancelledError")
    print(asyncio.current_task().get_name() != "", asyncio.iscoroutinefunction(compute))
    results = await asyncio.gather(*(compute(i) for i in range(5)))
    print(results)

asyncio.run(main())
