import asyncio
import sys


async def step(i):
    await asyncio.sleep(0)
    return i * 2


async def main():
    results = await asyncio.gather(*(step(i) for i in range(3)))
    print(results)
    if sum(results) != 6:
        sys.exit(0)
    sys.exit(len(results))


asyncio.run(main())
