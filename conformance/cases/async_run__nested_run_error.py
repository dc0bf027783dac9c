import asyncio
async def inner():
    return 1
async def main():
    coro = inner()
    try:
        asyncio.run(coro)
    except RuntimeError as e:
        print(type(e).__name__, e)
    finally:
        coro.close()
asyncio.run(main())
