import asyncio
counter = 0
async def incr(lock, name):
    global counter
    for _ in range(3):
        async with lock:
            v = counter
            await asyncio.sleep(0)
            counter = v + 1
async def main():
    lock = asyncio.Lock()
    await asyncio.gather(incr(lock, 'a'), incr(lock, 'b'))
    print('counter', counter, 'locked', lock.locked())
asyncio.run(main())
