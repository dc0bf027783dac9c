import asyncio

async def worker(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(f"{name} failed")
    print("done", name)
    return name.upper()

async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(worker("a", 0.1))
        t2 = tg.create_task(worker("b", 0.01))
    print(t1.result(), t2.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("c", 0.01, fail=True))
            slow = tg.create_task(worker("d", 0.6))
            tg.create_task(worker("e", 0.3, fail=True))
    except* ValueError as eg:
        print("errors:", sorted(str(e) for e in eg.exceptions))
    print("slow cancelled:", slow.cancelled())

asyncio.run(main())
