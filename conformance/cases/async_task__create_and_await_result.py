import asyncio
async def square(x):
    await asyncio.sleep(0)
    return x * x
async def main():
    tasks = [asyncio.create_task(square(i)) for i in range(5)]
    print('done before await?', [t.done() for t in tasks])
    results = [await t for t in tasks]
    print(results, all(t.done() for t in tasks))
    print(tasks[2].result())
asyncio.run(main())
