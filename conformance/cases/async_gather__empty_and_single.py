import asyncio
async def one():
    return 1
async def main():
    print(await asyncio.gather())
    print(await asyncio.gather(one()))
    print(await asyncio.gather(*(one() for _ in range(3))))
asyncio.run(main())
