import asyncio
async def check(n):
    await asyncio.sleep(0)
    if n % 2:
        raise ValueError(f'odd {n}')
    print('checked', n)
async def main():
    async with asyncio.TaskGroup() as tg:
        for n in range(4):
            tg.create_task(check(n))
asyncio.run(main())
