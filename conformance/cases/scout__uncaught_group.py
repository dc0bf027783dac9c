import asyncio
async def job(i):
    await asyncio.sleep(0)
    if i % 2:
        raise ValueError(f"job {i} failed")
    return i
async def main():
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(job(i)) for i in range(4)]
    print([t.result() for t in tasks])
asyncio.run(main())
