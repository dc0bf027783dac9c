import asyncio
async def countdown(n):
    while n > 0:
        await asyncio.sleep(0)
        yield n
        n -= 1
async def main():
    async for v in countdown(3):
        print('tick', v)
    print([v async for v in countdown(4)])
    print([v * 2 async for v in countdown(5) if v % 2])
asyncio.run(main())
