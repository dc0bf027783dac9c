import asyncio
async def double(x):
    await asyncio.sleep(0)
    return x * 2
async def main():
    vals = [await double(i) for i in range(4)]
    d = {i: await double(i) for i in range(3)}
    s = sorted({await double(i) for i in (1, 1, 2)})
    print(vals, d, s)
asyncio.run(main())
