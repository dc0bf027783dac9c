import asyncio

async def slow(n):
    await asyncio.sleep(n)
    return n

async def main():
    print(await asyncio.wait_for(slow(0.01), timeout=1))
    try:
        await asyncio.wait_for(slow(1), timeout=0.01)
    except asyncio.TimeoutError:
        print("wait_for timed out")
    try:
        async with asyncio.timeout(0.01):
            await slow(1)
    except TimeoutError:
        print("timeout block expired")
    async with asyncio.timeout(1):
        print("in time:", await slow(0.01))
    task = asyncio.create_task(slow(1))
    await asyncio.sleep(0.01)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled:", task.cancelled())
    done, pending = await asyncio.wait([asyncio.create_task(slow(0.01)),
                                        asyncio.create_task(slow(5))], timeout=0.5)
    print(len(done), len(pending))
    for p in pending:
        p.cancel()
    print(isinstance(asyncio.TimeoutError(), TimeoutError))

asyncio.run(main())
