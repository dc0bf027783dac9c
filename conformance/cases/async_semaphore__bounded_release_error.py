import asyncio
async def main():
    sem = asyncio.BoundedSemaphore(1)
    async with sem:
        print('inside', sem.locked())
    print('after', sem.locked())
    try:
        sem.release()
    except ValueError as e:
        print(type(e).__name__, e)
    s2 = asyncio.Semaphore(2)
    await s2.acquire()
    await s2.acquire()
    print('s2 locked', s2.locked())
    s2.release()
    print('s2 locked', s2.locked())
asyncio.run(main())
