import asyncio
async def readings():
    for v in [3, 5, -1, 7]:
        await asyncio.sleep(0)
        if v < 0:
            raise ValueError(f'negative reading {v}')
        yield v
async def main():
    async for r in readings():
        print('reading', r)
asyncio.run(main())
