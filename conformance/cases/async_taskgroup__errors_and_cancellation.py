import asyncio

log = []

async def worker(name, delay, fail=False):
    try:
        await asyncio.sleep(delay)
        if fail:
            raise RuntimeError(f"{name} broke")
        log.append(f"{name} done")
        return name
    except asyncio.CancelledError:
        log.append(f"{name} cancelled")
        raise

async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(worker("a", 0.01))
        t2 = tg.create_task(worker("b", 0.02))
    print(t1.result(), t2.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("slow", 1.0))
            tg.create_task(worker("bad", 0.01, fail=True))
            tg.create_task(worker("bad2", 0.01, fail=True))
    except* RuntimeError as eg:
        print("errors:", sorted(str(e) for e in eg.exceptions))
    print(log)

asyncio.run(main())
