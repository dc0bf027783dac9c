import asyncio
async def fetch(n):
    await asyncio.sleep(0)
    print('fetched', n)
    return n * 10
async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(fetch(1))
        t2 = tg.create_task(fetch(2))
        t3 = tg.create_task(fetch(3))
    print([t.result() for t in (t1, t2, t3)])
asyncio.run(main())
