import asyncio
async def main():
    try:
        async for x in [1, 2]:
            print(x)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        for x in AGen():
            pass
    except TypeError as e:
        print(type(e).__name__, e)
async def agen():
    yield 1
AGen = agen
asyncio.run(main())
