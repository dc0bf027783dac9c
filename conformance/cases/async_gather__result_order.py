import asyncio
async def work(name, steps):
    for i in range(steps):
        print(f'{name} step {i}')
        await asyncio.sleep(0)
    return f'{name} done'
async def main():
    results = await asyncio.gather(work('A', 2), work('B', 3), work('C', 1))
    print(results)
asyncio.run(main())
