import asyncio
async def compute():
    return 42
async def main():
    coro = compute()
    print(type(coro).__name__)
    print(await coro)
    try:
        await coro
    except RuntimeError as e:
        print(type(e).__name__, e)
asyncio.run(main())
