import asyncio
async def ok(v):
    await asyncio.sleep(0)
    return v
async def bad(msg):
    await asyncio.sleep(0)
    raise KeyError(msg)
async def main():
    res = await asyncio.gather(ok(1), bad('x'), ok(3), return_exceptions=True)
    print([type(r).__name__ if isinstance(r, Exception) else r for r in res])
    try:
        await asyncio.gather(ok(1), bad('y'))
    except KeyError as e:
        print('gather raised', e)
asyncio.run(main())
