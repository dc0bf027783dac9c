import asyncio
async def job(name, steps):
    for _ in range(steps):
        await asyncio.sleep(0)
    return name
async def main():
    coros = [job('three', 3), job('one', 1), job('two', 2)]
    for fut in asyncio.as_completed(coros):
        print(await fut)
asyncio.run(main())
