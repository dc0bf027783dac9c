import asyncio
log = []
async def a():
    log.append('a1')
    await asyncio.sleep(0)
    log.append('a2')
async def b():
    log.append('b1')
    v = await asyncio.sleep(0, result='slept')
    log.append('b2:' + v)
async def main():
    await asyncio.gather(a(), b())
    print(log)
asyncio.run(main())
