import asyncio

async def main():
    ready = asyncio.Event()
    results = []

    async def waiter(i):
        await ready.wait()
        results.append(i)

    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print("before set", results)
    ready.set()
    await asyncio.gather(*tasks)
    print("after set", sorted(results))
    ready.clear()
    print(ready.is_set())
    try:
        await asyncio.wait_for(ready.wait(), 0.01)
    except asyncio.TimeoutError:
        print("event never set")

asyncio.run(main())
