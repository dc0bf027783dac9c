import asyncio


async def worker(barrier, name, log):
    log.append(f'{name} arrives')
    index = await barrier.wait()
    log.append(f'{name} passes ({index})')
    return index


async def main():
    barrier = asyncio.Barrier(3)
    print(barrier.parties, barrier.n_waiting, barrier.broken)
    log = []
    results = await asyncio.gather(*(worker(barrier, n, log) for n in 'abc'))
    print(results)
    print('\n'.join(log))
    print(barrier.n_waiting, barrier.broken)

    # a second round reuses the barrier; async with returns the index too
    async def enter(name):
        async with barrier as index:
            return name, index
    print(await asyncio.gather(enter('x'), enter('y'), enter('z')))

    # abort wakes the waiters with BrokenBarrierError, and later waits fail at once
    b2 = asyncio.Barrier(3)
    tasks = [asyncio.create_task(b2.wait()) for _ in range(2)]
    await asyncio.sleep(0)
    print('waiting:', b2.n_waiting)
    await b2.abort()
    for t in tasks:
        try:
            await t
        except asyncio.BrokenBarrierError as e:
            print('BrokenBarrierError', e)
    print(b2.broken)
    try:
        await b2.wait()
    except asyncio.BrokenBarrierError as e:
        print('BrokenBarrierError', e)
    await b2.reset()
    print(b2.broken, b2.n_waiting)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print('ValueError', e)
    print(issubclass(asyncio.BrokenBarrierError, RuntimeError))


asyncio.run(main())
