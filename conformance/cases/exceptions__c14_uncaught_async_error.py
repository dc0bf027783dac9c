import asyncio
async def fetch(n):
    await asyncio.sleep(0)
    if n == 2:
        raise TimeoutError(f"request {n} timed out")
    return n
async def main():
    print(await fetch(1))
    return await asyncio.gather(fetch(1), fetch(2))
asyncio.run(main())
