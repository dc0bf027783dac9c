import asyncio
async def ticker(name, n):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(0)
async def main():
    t1 = asyncio.create_task(ticker('ping', 3))
    t2 = asyncio.create_task(ticker('pong', 3))
    print('tasks created')
    await t1
    await t2
    print('both finished')
asyncio.run(main())
