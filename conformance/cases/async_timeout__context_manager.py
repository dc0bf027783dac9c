import asyncio
async def main():
    try:
        async with asyncio.timeout(0.01):
            await asyncio.sleep(5)
            print('not reached')
    except TimeoutError:
        print('timeout raised TimeoutError')
    async with asyncio.timeout(None):
        await asyncio.sleep(0)
        print('no deadline ok')
    async with asyncio.timeout(5):
        print('plenty of time')
asyncio.run(main())
