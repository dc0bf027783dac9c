import asyncio
async def add(a, b):
    await asyncio.sleep(0)
    return a + b
async def main():
    x = await add(1, 2)
    y = await add(x, 10)
    print('results', x, y)
    return y * 2
print(asyncio.run(main()))
